import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'The Solution Wizard will ask a few questions about your content, your audience and your deadlines, and recommend the right combination of services, from machine translation with expert review to full localisation.',
  'At the end you will be able to request a quote with everything already filled in.',
];

export default function SolutionWizardRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Solution Wizard" illustration="wizard" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
