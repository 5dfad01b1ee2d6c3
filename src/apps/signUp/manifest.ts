import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'signUp',
  title: 'toolNames.signUp.title',
  description: 'toolNames.signUp.description',
  icon: 'account',
  routes: [
    { name: 'form', path: '/signUp' },
    { name: 'externalLink', path: '/signUp/:clientId/:token' },
  ],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
