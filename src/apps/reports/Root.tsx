import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Reports screens are built: says so plainly instead of faking them. */
export default function ReportsRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="Reports"
      description="Custom reports on your projects, quotes and tasks, with filters and export."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
