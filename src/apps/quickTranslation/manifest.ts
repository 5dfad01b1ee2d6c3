import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'quickTranslation',
  title: 'Quick Translation',
  description: 'Short texts translated by professionals, fast.',
  icon: 'bolt',
  path: '/quickTranslation',
  homeTile: true,
  load: () => import('./Root'),
});
