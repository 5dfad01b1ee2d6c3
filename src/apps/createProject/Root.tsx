import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Request a Quote or Translation screens are built: says so plainly instead of faking them. */
export default function CreateProjectRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="Request a Quote or Translation"
      description="Send files, typed text or file links and ask for a quote or a translation."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
