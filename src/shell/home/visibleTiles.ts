import { APPLICATION_IDS } from '../../platform/domain/enums';
import type { ToolManifest } from '../../platform/react/toolManifest';

/**
 * The home cards: staff-only cards (the dashboard) for staff, then the user's enabled applications in the
 * spec's tile order. Unknown ids (tools this portal does not have) are skipped.
 */
export function visibleTiles(
  manifests: readonly ToolManifest[],
  enabledApplicationIds: readonly string[],
  staff: boolean,
): ToolManifest[] {
  const withTile = manifests.filter((manifest) => manifest.tile.kind !== 'none');
  const staffTiles = staff ? withTile.filter((manifest) => manifest.staffOnlyTile) : [];
  const enabled = new Set(enabledApplicationIds);
  const appTiles = APPLICATION_IDS.filter((id) => enabled.has(id))
    .map((id) => withTile.find((manifest) => manifest.id === id && !manifest.staffOnlyTile))
    .filter((manifest): manifest is ToolManifest => !!manifest);
  return [...staffTiles, ...appTiles];
}
