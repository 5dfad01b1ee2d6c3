import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Sign Up screens are built: says so plainly instead of faking them. */
export default function SignUpRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon
      title="Sign Up"
      description="Create an account for your organisation with e-mail verification."
    >
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
