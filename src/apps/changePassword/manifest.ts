import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'changePassword',
  title: 'Change Password',
  description: 'Change the password of your portal account.',
  icon: 'account',
  routes: [{ name: 'home', path: '/changePassword' }],
  access: { kind: 'signedIn' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
