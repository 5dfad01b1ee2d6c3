import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Website Translation serves your site in other languages through a translation proxy: visitors see translated pages on a language subdomain or folder while your own site stays unchanged.',
  'New pages are detected and translated as they appear, with translation memory keeping wording consistent and review by professional linguists where it matters most.',
];

export default function WebsiteProxyRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Website Translation" illustration="web" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
