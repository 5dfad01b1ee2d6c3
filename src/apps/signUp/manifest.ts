import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'signUp',
  title: 'Sign Up',
  description: 'Create an account for your organisation with e-mail verification.',
  icon: 'account',
  routes: [
    { name: 'form', path: '/signUp' },
    { name: 'externalLink', path: '/signUp/:clientId/:token' },
  ],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
});
