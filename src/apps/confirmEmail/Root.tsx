import { Link } from 'wouter';
import type { ToolProps } from '../../platform/react/toolManifest';
import { buttonClasses } from '../../ui/Button';
import { ComingSoon } from '../../ui/ComingSoon';

/** Placeholder until the Confirm E-mail screens are built: says so plainly instead of faking them. */
export default function ConfirmEmailRoot({ basePath }: ToolProps) {
  return (
    <ComingSoon title="Confirm E-mail" description="Confirm your e-mail address from the link we sent you.">
      <Link href={basePath || '/'} className={buttonClasses('primary')}>
        Back to home
      </Link>
    </ComingSoon>
  );
}
