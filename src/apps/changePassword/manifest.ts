import type { ToolManifest } from '../../platform/react/toolManifest';

export const manifest: ToolManifest = {
  id: 'changePassword',
  title: 'Change Password',
  description: 'Change the password of your portal account.',
  icon: 'account',
  routes: [{ name: 'home', path: '/changePassword' }],
  access: { kind: 'signedIn' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
};
