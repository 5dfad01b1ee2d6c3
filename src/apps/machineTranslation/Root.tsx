import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the AI Translation screens are built: says so plainly instead of faking them. */
export default function MachineTranslationRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="AI Translation"
      description="Instant machine translation of text, documents and media, with optional AI post-editing and escalation to a human expert."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
