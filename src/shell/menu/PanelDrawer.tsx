import { Suspense, useState } from 'react';
import { Drawer } from '../../ui/Drawer';
import { LoadingBlock } from '../../ui/Spinner';
import { panelChunk } from '../tools/toolChunks';
import { ToolErrorBoundary } from '../tools/ToolErrorBoundary';
import { ToolScope } from '../tools/ToolScope';
import { toolFrameMessages } from '../tools/messages';
import { useMessages } from '../../ui/uiLocale';
import { useToolNames } from '../registry/useToolNames';
import type { OpenPanel } from './panels';

function PanelBody({ open, title, onClose }: { open: OpenPanel; title: string; onClose: () => void }) {
  const [attempt, setAttempt] = useState(0);
  const t = useMessages(toolFrameMessages);
  // A new lazy component after a failed fetch (preloadableLazy): the next attempt fetches again.
  const Panel = panelChunk(open.manifest, open.panel).Component;
  const retry = () => setAttempt((count) => count + 1);
  return (
    <ToolErrorBoundary key={attempt} toolTitle={title} onRetry={retry}>
      <ToolScope>
        <Suspense fallback={<LoadingBlock label={t('shell.tool.loading', { tool: title })} />}>
          <Panel close={onClose} title={title} />
        </Suspense>
      </ToolScope>
    </ToolErrorBoundary>
  );
}

/**
 * A tool's panel in a right-hand drawer titled with the tool's name: the panel's chunk loads on first open, in a
 * scope of its own like a tool's page, and a failing panel shows its error inside the drawer.
 */
export function PanelDrawer({ open, onClose }: { open: OpenPanel | null; onClose: () => void }) {
  const name = useToolNames();
  const title = open ? name(open.manifest.title) : '';
  return (
    <Drawer open={!!open} onClose={onClose} title={title} size={open?.panel.size}>
      {open ? <PanelBody open={open} title={title} onClose={onClose} /> : null}
    </Drawer>
  );
}
