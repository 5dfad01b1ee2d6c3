import { defineTool } from '../../platform/react/toolManifest';

// Public: visitors request quotes before they have an account (spec part 2 §2.1).
export const manifest = defineTool({
  id: 'createProject',
  title: 'toolNames.createProject.title',
  description: 'toolNames.createProject.description',
  icon: 'quote',
  routes: [
    { name: 'form', path: '/createProject' },
    { name: 'externalLink', path: '/createProject/:clientId/:token' },
  ],
  access: { kind: 'public' },
  tile: { kind: 'route', path: '/createProject' },
  load: () => import('./Root'),
});
