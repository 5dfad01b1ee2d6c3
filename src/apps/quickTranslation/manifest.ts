import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'quickTranslation',
  title: 'toolNames.quickTranslation.title',
  description: 'toolNames.quickTranslation.description',
  icon: 'bolt',
  path: '/quickTranslation',
  homeTile: true,
  load: () => import('./Root'),
});
