import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Language Connect gives your teams on-demand access to professional linguists for questions that cannot wait: a term to check, a sentence to adapt, a document to review before it goes out.',
  "Requests are routed to linguists who know your subject area and your organisation's terminology.",
];

export default function LanguageConnectRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Language Connect" illustration="language" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
