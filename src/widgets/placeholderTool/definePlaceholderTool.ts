// A product that has no screens yet (spec §2) is data, not code: its identity, its one public page and
// whether that page has a home tile. The page itself is placeholderPage (its words load with the page, not
// with the registry every page loads).
import type { ToolNameId } from '../../platform/domain/i18n/toolNames/messages';
import type { ToolIconName } from '../../platform/domain/tools';
import { defineTool, type ToolModule } from '../../platform/react/toolManifest';

export interface PlaceholderTool {
  id: string;
  title: ToolNameId;
  description: ToolNameId;
  icon: ToolIconName;
  /** The page's path, also the home tile's when `homeTile` is set. */
  path: string;
  /** A tile on the home page; without it the page is reached by link only. */
  homeTile: boolean;
  /** The tool's root, `placeholderPage(picture, words)` in the tool's folder. */
  load: () => Promise<ToolModule<'home'>>;
}

export function definePlaceholderTool({ path, homeTile, ...tool }: PlaceholderTool) {
  return defineTool({
    ...tool,
    routes: [{ name: 'home', path }],
    access: { kind: 'public' },
    tile: homeTile ? { kind: 'route', path } : { kind: 'none' },
  });
}
