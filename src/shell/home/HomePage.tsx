import { Suspense, useEffect } from 'react';
import { DASHBOARD_EXPANSION_KEY } from '../../platform/domain/storageKeys';
import { usePageTitle } from '../../platform/react/pageTitle';
import { useSession } from '../../platform/react/session';
import { sessionStore } from '../../platform/storage/storage';
import { LoadingBlock } from '../../ui/Spinner';
import { signedInHome } from '../signedInChunks';
import { Welcome } from './Welcome';
import { useMessages } from '../../ui/uiLocale';
import { shellMessages } from '../messages';

// The signed-in home (tiles, organisation picker) is its own chunk: the signed-out home stays light.
const SignedInHome = signedInHome.Component;

export function HomePage() {
  const user = useSession();
  const t = useMessages(shellMessages);
  usePageTitle(t('shell.home.title'));
  // Spec §2: the dashboard's remembered section expansion lasts until the home page loads.
  useEffect(() => {
    sessionStore.removeItem(DASHBOARD_EXPANSION_KEY);
  }, []);
  if (!user) return <Welcome />;
  return (
    <Suspense fallback={<LoadingBlock label={t('shell.home.loadingTools')} />}>
      <SignedInHome user={user} />
    </Suspense>
  );
}
