import { Suspense } from 'react';
import type { SessionUser } from '../../platform/domain/entities/sessionUser';
import { isStaff, needsOrganisationPicker } from '../../platform/domain/roles';
import { DataCache } from '../../platform/react/DataCache';
import { useImpersonation } from '../../platform/react/session';
import { ErrorPage } from '../../platform/react/ErrorPage';
import { preloadableExport } from '../../platform/react/preloadableExport';
import { retryOf } from '../../platform/react/retryLoad';
import { Page } from '../../ui/page/Page';
import { LoadingBlock } from '../../ui/Spinner';
import { isRefusedImpersonation, useEffectiveRoles } from '../../platform/react/queries/effectiveRoles';
import { useEnabledApplications, useUserAccount } from '../../platform/react/queries/userAccount';
import { TOOL_MANIFESTS } from '../registry/manifests';
import { ToolTiles } from './ToolTiles';
import { visibleTiles } from './visibleTiles';
import { useMessages } from '../../ui/uiLocale';
import { shellMessages } from '../messages';
import { signedInMessages } from './signedIn/messages';
import { richMessage } from '../../ui/richMessage';

// Only a client user without a client config sees it: its form code (final-form, yup) loads then.
const organisationPicker = preloadableExport(() => import('./OrganisationPicker'), 'OrganisationPicker');

/** Federated single-sign-on accounts are greeted by e-mail, everyone else by username (spec §2). */
export const greetingName = (user: SessionUser) =>
  user.isFederatedSsoAccount ? (user.email ?? user.username) : user.username;

/**
 * The signed-in home: the mandatory organisation picker first when needed, then "Your Tools". While
 * impersonating, all of it is the impersonated account's (GET /userAccount under the override), greeting
 * included, as in the header.
 */
function Home({ user }: { user: SessionUser }) {
  const { actingAs } = useImpersonation();
  const account = useUserAccount();
  const apps = useEnabledApplications();
  const { roles } = useEffectiveRoles();
  const t = useMessages(signedInMessages);
  const tShell = useMessages(shellMessages);
  // A refused override is being ended (the user menu's check, with a toast): the home then reloads as the
  // user; a Try again under it could never succeed.
  const ending = actingAs !== undefined && isRefusedImpersonation(account.error);
  const error = ending ? undefined : (account.error ?? apps.error);
  if (error) {
    return <ErrorPage error={error} onRetry={retryOf(account, apps)} />;
  }
  if (!account.data || !apps.data || !roles)
    return <LoadingBlock label={tShell('shell.home.loadingTools')} />;
  if (needsOrganisationPicker(roles, account.data.clientConfig)) {
    return (
      <Suspense fallback={<LoadingBlock label={tShell('shell.home.loadingTools')} />}>
        <organisationPicker.Component user={user} />
      </Suspense>
    );
  }
  const tiles = visibleTiles(TOOL_MANIFESTS, apps.data.applicationIds, isStaff(roles));
  return (
    <Page
      title={richMessage(t, 'shell.signedIn.welcomeBack', {
        name: (
          <span className="text-secondary-600">
            {actingAs ? account.data.loginName || actingAs : greetingName(user)}
          </span>
        ),
      })}
    >
      <div className="pt-4">
        <h2 id="your-tools" className="text-xl font-semibold text-primary-700">
          {t('shell.signedIn.yourTools')}
        </h2>
        {tiles.length ? (
          <ToolTiles tiles={tiles} />
        ) : (
          <p className="mt-4 rounded-md border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            {t('shell.signedIn.noApplications')}
          </p>
        )}
      </div>
    </Page>
  );
}

export default function SignedInHome({ user }: { user: SessionUser }) {
  return (
    <DataCache>
      <Home user={user} />
    </DataCache>
  );
}
