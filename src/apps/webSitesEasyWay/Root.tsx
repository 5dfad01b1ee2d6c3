import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Websites the Easy Way takes care of multilingual websites end to end: we analyse your site, translate it, keep it in step as it changes and host the language versions if you wish.',
  'Your developers do not need to change templates or build language switchers; your marketing team stays in control of what is published.',
];

export default function WebSitesEasyWayRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Websites the Easy Way" illustration="web" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
