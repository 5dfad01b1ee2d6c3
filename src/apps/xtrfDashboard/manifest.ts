import { defineTool } from '../../platform/react/toolManifest';

/** The translation management system's project dashboard: the tile fetches an authorization URL and opens it. */
export const manifest = defineTool({
  id: 'xtrfDashboard',
  title: 'toolNames.xtrfDashboard.title',
  description: 'toolNames.xtrfDashboard.description',
  icon: 'project',
  routes: [],
  access: { kind: 'signedIn' },
  tile: { kind: 'tmsAuth' },
});
