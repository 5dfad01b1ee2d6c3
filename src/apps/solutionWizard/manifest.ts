import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'solutionWizard',
  title: 'Solution Wizard',
  description: 'Find the right language service in a few questions.',
  icon: 'globe',
  routes: [{ name: 'home', path: '/solutionWizard' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
};
