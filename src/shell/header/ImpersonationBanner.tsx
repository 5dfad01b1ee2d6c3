import { useImpersonation, useSession } from '../../platform/react/session';
import { Button } from '../../ui/Button';
import { useEndImpersonation } from '../menu/useEndImpersonation';

/**
 * Below the header on every page while an admin acts as another user: who, and the way out. The header's
 * suffix alone was easy to miss, and acting as someone else by mistake changes their data.
 */
export default function ImpersonationBanner() {
  const user = useSession();
  const { actingAs } = useImpersonation();
  const endImpersonation = useEndImpersonation();
  if (!user || !actingAs) return null;
  return (
    <section
      aria-label="Impersonation"
      className="border-b border-secondary-200 bg-secondary-50 text-secondary-700 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        {/* A long username wraps anywhere rather than widening a phone's page. */}
        <p className="min-w-0 [overflow-wrap:anywhere]">
          <strong>Impersonation Mode</strong>: you are acting as <strong>{actingAs}</strong> (signed in as{' '}
          {user.username}).
        </p>
        <Button variant="outline" size="sm" onClick={endImpersonation}>
          End impersonation
        </Button>
      </div>
    </section>
  );
}
