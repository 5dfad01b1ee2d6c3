import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Connectors plug the portal into the tools your teams already use: content management systems, code repositories, marketing automation and design tools.',
  'Content is picked up where it is written, sent for translation with the right settings for your organisation, and delivered back to the same place, ready to publish.',
];

export default function ConnectorRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Connectors" illustration="plug" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
