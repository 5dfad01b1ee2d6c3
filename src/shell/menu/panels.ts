// The tools' panel contributions (account settings): the user menu lists them before its drawer loads.
import type { ToolManifest, ToolPanel } from '../../platform/react/toolManifest';

export interface OpenPanel {
  manifest: ToolManifest;
  panel: ToolPanel;
}

/** The panel contributions of the registered tools, in registry order (the user menu's items). */
export function panelsOf(manifests: readonly ToolManifest[]): OpenPanel[] {
  return manifests.flatMap((manifest) => (manifest.panel ? [{ manifest, panel: manifest.panel }] : []));
}
