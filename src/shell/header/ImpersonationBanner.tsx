import { richMessage } from '../../ui/richMessage';
import { useImpersonation, useSession } from '../../platform/react/session';
import { Button } from '../../ui/Button';
import { useMessages } from '../../ui/uiLocale';
import { menuMessages } from '../menu/messages';
import { useEndImpersonation } from '../menu/useEndImpersonation';

/**
 * Below the header on every page while an admin acts as another user: who, and the way out. The header's
 * suffix alone was easy to miss, and acting as someone else by mistake changes their data.
 */
export default function ImpersonationBanner() {
  const user = useSession();
  const { actingAs } = useImpersonation();
  const endImpersonation = useEndImpersonation();
  const t = useMessages(menuMessages);
  if (!user || !actingAs) return null;
  return (
    <section
      aria-label={t('shell.menu.bannerLabel')}
      className="border-b border-secondary-200 bg-secondary-50 text-secondary-700 print:hidden"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 text-sm">
        {/* A long username wraps anywhere rather than widening a phone's page. */}
        <p className="min-w-0 [overflow-wrap:anywhere]">
          {richMessage(
            t,
            'shell.menu.banner',
            { mode: <strong>{t('shell.menu.bannerMode')}</strong>, actingAs: <strong>{actingAs}</strong> },
            { username: user.username },
          )}
        </p>
        <Button variant="outline" size="sm" onClick={endImpersonation}>
          {t('shell.menu.endImpersonation')}
        </Button>
      </div>
    </section>
  );
}
