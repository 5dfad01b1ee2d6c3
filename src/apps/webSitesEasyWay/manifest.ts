import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'webSitesEasyWay',
  title: 'toolNames.webSitesEasyWay.title',
  description: 'toolNames.webSitesEasyWay.description',
  icon: 'globe',
  path: '/webSitesEasyWay',
  homeTile: false,
  load: () => import('./Root'),
});
