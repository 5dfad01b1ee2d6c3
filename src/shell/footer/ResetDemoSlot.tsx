import { useDemoControls } from '../../platform/react/demoControls';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { preloadableLazy } from '../../platform/react/preloadableLazy';

const resetDemoButton = preloadableLazy(() => import('./ResetDemoButton'));

/** The reset button exists in fixture mode only, so its code loads only then. */
export function ResetDemoSlot() {
  const demo = useDemoControls();
  if (!demo) return null;
  return (
    <OptionalPart>
      <resetDemoButton.Component demo={demo} />
    </OptionalPart>
  );
}
