import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'languageConnect',
  title: 'toolNames.languageConnect.title',
  description: 'toolNames.languageConnect.description',
  icon: 'globe',
  path: '/languageConnect',
  homeTile: false,
  load: () => import('./Root'),
});
