import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Coupa Requests screens are built: says so plainly instead of faking them. */
export default function CoupaRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="Coupa Requests"
      description="Translation requests and quotes from your Coupa procurement punch-out."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
