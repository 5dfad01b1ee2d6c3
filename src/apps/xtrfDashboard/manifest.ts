import { defineTool } from '../../platform/react/toolManifest';

/** The translation management system's project dashboard: the tile fetches an authorization URL and opens it. */
export const manifest = defineTool({
  id: 'xtrfDashboard',
  title: 'Project Dashboard',
  description: 'Follow your projects, deadlines and deliveries in the translation management system.',
  icon: 'project',
  routes: [],
  access: { kind: 'signedIn' },
  tile: { kind: 'tmsAuth' },
});
