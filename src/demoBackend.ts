// The embedded demo backend's start, a chunk of its own: the signed-out home's first chunk carries only the
// decision to start it (start.tsx), and this arrives with the fixtures themselves.
import type { PoolSettings } from './platform/auth/cognitoTypes';
import { demoControlsAtom } from './platform/react/demoControls';
import { setDemoClockOffset } from './platform/react/demoTime';
import { platformStore } from './platform/react/platformStore';

/**
 * Starts the MSW worker over the fixtures and hands the shell its controls through a platform atom (the
 * shell never imports the fixtures); resolves with the emulated user pool the sign-in talks to.
 */
export async function startDemoBackend(): Promise<PoolSettings> {
  document.documentElement.dataset.backend = 'fixtures';
  const [fixtures, personas] = await Promise.all([
    import('../fixtures/browser'),
    import('../fixtures/data/personas'),
  ]);
  const pool = {
    userPoolId: fixtures.FIXTURE_COGNITO.userPoolId,
    clientId: fixtures.FIXTURE_COGNITO.clientId,
    endpoint: `${location.origin}/cognito/`,
  };
  const backend = await fixtures.startBrowserFixtures({
    origin: location.origin,
    onClockOffset: setDemoClockOffset,
  });
  // A clock moved before a reload (demo panel, test) still holds: the page reads the backend's time.
  setDemoClockOffset(backend.controls.now().ms - Date.now());
  platformStore.set(demoControlsAtom, {
    resetDemoData: () => {
      fixtures.resetDemoData();
      setDemoClockOffset(0);
    },
    personas: personas.PERSONAS.map(({ username, summary }) => ({ username, summary })),
    password: personas.DEMO_PASSWORD,
    backend: { ...backend.controls, apiCalls: backend.apiCalls },
  });
  // End-to-end tests wait for this before they talk to the backend.
  document.documentElement.dataset.backendReady = 'true';
  return pool;
}
