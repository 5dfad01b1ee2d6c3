import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { PlaceholderPage } from '../../ui/PlaceholderPage';

const PARAGRAPHS = [
  'Anything in Between covers language projects that do not fit a standard box: multilingual desktop publishing, transcreation of campaigns, voice-over, subtitling and localisation testing.',
  'Tell us what you need and a project manager will put together the right team and a clear quote.',
];

export default function AnythingInBetweenRoot({ basePath }: ToolProps) {
  return (
    <PlaceholderPage title="Anything in Between" illustration="translate" paragraphs={PARAGRAPHS}>
      <Link href={`${basePath}/createProject`} className={buttonClasses('accent')}>
        Request a quote
      </Link>
    </PlaceholderPage>
  );
}
