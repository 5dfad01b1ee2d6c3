import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'languageConnect',
  title: 'Language Connect',
  description: 'On-demand access to professional linguists.',
  icon: 'globe',
  path: '/languageConnect',
  homeTile: false,
  load: () => import('./Root'),
});
