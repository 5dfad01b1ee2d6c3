// The names of the tools' tile icons: read by the manifests (src/apps/*/manifest.ts) and the icon set
// (src/ui/icons/ToolIcon.tsx).

/** Names of the tile icons the shell draws (src/ui/icons/ToolIcon.tsx has one shape per name). */
export const TOOL_ICON_NAMES = [
  'quote',
  'project',
  'dashboard',
  'invoice',
  'interpreting',
  'connect',
  'globe',
  'plug',
  'translate',
  'bolt',
  'help',
  'report',
  'cart',
  'account',
] as const;

export type ToolIconName = (typeof TOOL_ICON_NAMES)[number];
