import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'connector',
  title: 'toolNames.connector.title',
  description: 'toolNames.connector.description',
  icon: 'plug',
  path: '/connector',
  homeTile: true,
  load: () => import('./Root'),
});
