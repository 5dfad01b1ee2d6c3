import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Staff Dashboard screens are built: says so plainly instead of faking them. */
export default function DashboardRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="Staff Dashboard"
      description="Project, QA and front-of-house quote statistics for the team."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
