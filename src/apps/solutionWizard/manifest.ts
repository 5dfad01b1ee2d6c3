import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'solutionWizard',
  title: 'Solution Wizard',
  description: 'Find the right language service in a few questions.',
  icon: 'globe',
  path: '/solutionWizard',
  homeTile: false,
  load: () => import('./Root'),
});
