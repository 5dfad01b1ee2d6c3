import { OptionalPart } from '../platform/react/OptionalPart';
import { useSession } from '../platform/react/session';
import { SessionExpiredRedirect } from './auth/SessionExpiredRedirect';
import { Layout } from './Layout';
import { BranchSlot } from './routing/BranchSlot';
import { PortalRoutes } from './routing/PortalRoutes';
import { signedInStart } from './signedInChunks';
import { ToastSlot } from './ToastSlot';

/** The launcher shell. The platform (config, HTTP client, session) is started by the entry before this renders. */
export function App() {
  const signedIn = !!useSession();
  return (
    <>
      <BranchSlot />
      <SessionExpiredRedirect />
      <Layout>
        <PortalRoutes />
      </Layout>
      {signedIn ? (
        // Only a signed-in session can go idle: the inactivity monitor (signedInStart's component) is not
        // part of the signed-out home's code.
        <OptionalPart>
          <signedInStart.Component />
        </OptionalPart>
      ) : null}
      <ToastSlot />
    </>
  );
}
