import { useDemoControls } from '../../platform/react/demoControls';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { preloadableLazy } from '../../platform/react/preloadableLazy';

// The button, its words and the panel are chunks of their own: the button's with the demo backend, the
// panel's on the first open. A build made with an API configured (LLTS_API_BASE_URL set; esbuild.config.mjs
// turns it into a constant) has none of them: the condition is known at build time, so esbuild drops the
// import and never emits the chunks.
const demoButton = process.env.LLTS_API_BASE_URL ? undefined : preloadableLazy(() => import('./DemoButton'));

/** The footer's "Demo" button (demo mode only) and the drawer it opens. */
export function DemoSlot() {
  const demo = useDemoControls();
  if (!demoButton || !demo?.backend) return null;
  return (
    <OptionalPart>
      <demoButton.Component demo={demo} backend={demo.backend} />
    </OptionalPart>
  );
}
