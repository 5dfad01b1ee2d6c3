import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'anythingInBetween',
  title: 'Anything in Between',
  description: 'Language projects that do not fit a standard box.',
  icon: 'globe',
  path: '/anythingInBetween',
  homeTile: false,
  load: () => import('./Root'),
});
