import type { ToolManifest } from '../../platform/react/toolManifest';
import { ToolTile } from './ToolTile';

export function ToolTiles({ tiles }: { tiles: readonly ToolManifest[] }) {
  return (
    <ul aria-labelledby="your-tools" className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {tiles.map((manifest) => (
        <li key={manifest.id} data-tool-id={manifest.id}>
          <ToolTile manifest={manifest} />
        </li>
      ))}
    </ul>
  );
}
