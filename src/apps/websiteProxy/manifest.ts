import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'websiteProxy',
  title: 'toolNames.websiteProxy.title',
  description: 'toolNames.websiteProxy.description',
  icon: 'globe',
  path: '/websiteProxy',
  homeTile: true,
  load: () => import('./Root'),
});
