import { useState } from 'react';
import type { DemoBackend, DemoControls } from '../../platform/react/demoControls';
import { OptionalPart } from '../../platform/react/OptionalPart';
import { preloadableLazy } from '../../platform/react/preloadableLazy';
import { buttonClasses } from '../../ui/Button';
import { useMessages } from '../../ui/uiLocale';
import { useMountedOnceOpen } from '../../ui/useMountedOnceOpen';
import { demoPanelMessages } from './messages';

const demoPanel = preloadableLazy(() => import('./DemoPanel'));

/** The "Demo" button and the drawer it opens, whose code loads on the first open. */
export default function DemoButton({ demo, backend }: { demo: DemoControls; backend: DemoBackend }) {
  const t = useMessages(demoPanelMessages);
  const [open, setOpen] = useState(false);
  const wanted = useMountedOnceOpen(open);
  return (
    <>
      <button
        type="button"
        className={buttonClasses('onDark', 'sm')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('demoPanel.open')}
      </button>
      {wanted ? (
        <OptionalPart>
          <demoPanel.Component open={open} onClose={() => setOpen(false)} demo={demo} backend={backend} />
        </OptionalPart>
      ) : null}
    </>
  );
}
