import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'websiteProxy',
  title: 'Website Translation',
  description: 'Publish your website in other languages through a translation proxy.',
  icon: 'globe',
  path: '/websiteProxy',
  homeTile: true,
  load: () => import('./Root'),
});
