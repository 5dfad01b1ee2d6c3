import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'solutionWizard',
  title: 'toolNames.solutionWizard.title',
  description: 'toolNames.solutionWizard.description',
  icon: 'globe',
  path: '/solutionWizard',
  homeTile: false,
  load: () => import('./Root'),
});
