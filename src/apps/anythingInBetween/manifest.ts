import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'anythingInBetween',
  title: 'toolNames.anythingInBetween.title',
  description: 'toolNames.anythingInBetween.description',
  icon: 'globe',
  path: '/anythingInBetween',
  homeTile: false,
  load: () => import('./Root'),
});
