import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Quick Translation is for short, urgent texts (an e-mail, a product update, a social media post) translated by a professional linguist rather than a machine.',
  'Paste your text, choose the languages and get a price at once; most short texts come back within a few hours.',
];

export default function QuickTranslationRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Quick Translation" illustration="bolt" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
