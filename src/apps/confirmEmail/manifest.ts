import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'confirmEmail',
  title: 'toolNames.confirmEmail.title',
  description: 'toolNames.confirmEmail.description',
  icon: 'account',
  routes: [{ name: 'home', path: '/confirmEmail' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
