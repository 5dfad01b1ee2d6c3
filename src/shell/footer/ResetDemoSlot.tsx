import { lazy, Suspense } from 'react';
import { useDemoControls } from '../../platform/react/demoControls';

const ResetDemoButton = lazy(() => import('./ResetDemoButton'));

/** The reset button exists in fixture mode only, so its code loads only then. */
export function ResetDemoSlot() {
  const demo = useDemoControls();
  if (!demo) return null;
  return (
    <Suspense fallback={null}>
      <ResetDemoButton demo={demo} />
    </Suspense>
  );
}
