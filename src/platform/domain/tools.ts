// The portal's tools by id and the names of their tile icons: one list each, read by the manifests
// (src/apps/*/manifest.ts), the shell's registry and the icon set (src/ui/icons/ToolIcon.tsx).

/** Every tool of the portal; a manifest's id is one of these (the enabled-application ids among them). */
export const TOOL_IDS = [
  'accountSettings',
  'anythingInBetween',
  'changePassword',
  'confirmEmail',
  'connector',
  'consoleHelp',
  'coupa',
  'createProject',
  'dashboard',
  'invoices',
  'languageConnect',
  'llsInterpretingService',
  'lltsConnect',
  'machineTranslation',
  'quickTranslation',
  'quotes',
  'reports',
  'signUp',
  'solutionWizard',
  'webSitesEasyWay',
  'websiteProxy',
  'xtrfDashboard',
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

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
