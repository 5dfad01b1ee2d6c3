import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';
import { PRODUCT_NAME_TOKEN } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'lltsConnect',
  title: 'toolNames.lltsConnect.title',
  description: 'toolNames.lltsConnect.description',
  icon: 'connect',
  path: `/${PRODUCT_NAME_TOKEN}Connect`,
  homeTile: true,
  load: () => import('./Root'),
});
