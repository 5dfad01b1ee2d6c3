import { Suspense, useState } from 'react';
import { Drawer } from '../../ui/Drawer';
import { LoadingBlock } from '../../ui/Spinner';
import { panelChunk } from '../tools/toolChunks';
import { ToolErrorBoundary } from '../tools/ToolErrorBoundary';
import { ToolScope } from '../tools/ToolScope';
import type { OpenPanel } from './panels';

function PanelBody({ open, onClose }: { open: OpenPanel; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component after a failed fetch (preloadableLazy): the next attempt fetches again.
  const Panel = panelChunk(open.manifest, open.panel).Component;
  const retry = () => setAttempt((count) => count + 1);
  return (
    <ToolErrorBoundary key={attempt} toolTitle={open.panel.label} onRetry={retry}>
      <ToolScope>
        <Suspense fallback={<LoadingBlock label={`Loading ${open.panel.label}…`} />}>
          <Panel close={onClose} />
        </Suspense>
      </ToolScope>
    </ToolErrorBoundary>
  );
}

/**
 * A tool's panel in a right-hand drawer titled with its label: the panel's chunk loads on first open, in a
 * scope of its own like a tool's page, and a failing panel shows its error inside the drawer.
 */
export function PanelDrawer({ open, onClose }: { open: OpenPanel | null; onClose: () => void }) {
  return (
    <Drawer open={!!open} onClose={onClose} title={open?.panel.label ?? ''} size={open?.panel.size}>
      {open ? <PanelBody open={open} onClose={onClose} /> : null}
    </Drawer>
  );
}
