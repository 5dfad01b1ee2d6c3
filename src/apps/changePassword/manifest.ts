import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'changePassword',
  title: 'toolNames.changePassword.title',
  description: 'toolNames.changePassword.description',
  icon: 'account',
  routes: [{ name: 'home', path: '/changePassword' }],
  access: { kind: 'signedIn' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
