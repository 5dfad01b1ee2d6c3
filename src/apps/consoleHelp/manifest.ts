import { defineTool } from '../../platform/react/toolManifest';

/** The static FAQ page (spec §2): public, so visitors can read it before they have an account. */
export const manifest = defineTool({
  id: 'consoleHelp',
  title: 'toolNames.consoleHelp.title',
  description: 'toolNames.consoleHelp.description',
  icon: 'help',
  routes: [{ name: 'home', path: '/consoleHelp' }],
  access: { kind: 'public' },
  tile: { kind: 'route', path: '/consoleHelp' },
  load: () => import('./Root'),
});
