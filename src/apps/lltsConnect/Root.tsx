import { Link } from 'wouter';
import { useRuntimeConfig } from '../../platform/react/platformStore';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const paragraphs = (productName: string) => [
  `${productName} Connect links the systems where your content lives (content management, product information, help centres and code repositories) to our translation workflow, so new and changed content is sent for translation automatically and returns translated without copy and paste.`,
  `You will be able to choose which content flows, into which languages, and with which level of review, and to follow every item from the moment it leaves your system until the translation is published.`,
];

export default function LltsConnectRoot({ basePath }: ToolProps) {
  const { productName } = useRuntimeConfig();
  return (
    <PlaceholderPage
      title={`${productName} Connect`}
      illustration="connect"
      paragraphs={paragraphs(productName)}
    >
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
