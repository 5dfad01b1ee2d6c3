import { useState } from 'react';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { useDemoControls } from '../../platform/react/demoControls';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { buttonClasses } from '../../ui/Button';
import { useMountedOnceOpen } from '../../ui/useMountedOnceOpen';

// The panel is a chunk of its own, loaded on the first open. A build made with an API configured
// (LLTS_API_BASE_URL set; esbuild.config.mjs turns it into a constant) has no panel at all: the condition
// is known at build time, so esbuild drops the import and never emits the chunk.
const demoPanel = process.env.LLTS_API_BASE_URL ? undefined : preloadableLazy(() => import('./DemoPanel'));

/** The footer's "Demo" button (demo mode only) and the drawer it opens. */
export function DemoSlot() {
  const demo = useDemoControls();
  const [open, setOpen] = useState(false);
  const wanted = useMountedOnceOpen(open);
  if (!demoPanel || !demo?.backend) return null;
  const DemoPanel = demoPanel.Component;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('onDark', 'sm')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Demo
      </button>
      {wanted ? (
        <OptionalPart>
          <DemoPanel open={open} onClose={() => setOpen(false)} demo={demo} backend={demo.backend} />
        </OptionalPart>
      ) : null}
    </>
  );
}
