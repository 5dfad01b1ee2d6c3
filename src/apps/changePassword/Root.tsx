import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Change Password screens are built: says so plainly instead of faking them. */
export default function ChangePasswordRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon title="Change Password" description="Change the password of your portal account.">
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
