import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'confirmEmail',
  title: 'Confirm E-mail',
  description: 'Confirm your e-mail address from the link we sent you.',
  icon: 'account',
  routes: [{ name: 'home', path: '/confirmEmail' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
