import { definePlaceholderTool } from '../../widgets/placeholderTool/definePlaceholderTool';
import { PRODUCT_NAME_TOKEN } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest = definePlaceholderTool({
  id: 'lltsConnect',
  title: `${PRODUCT_NAME_TOKEN} Connect`,
  description: 'Connect your content systems to our translation workflow.',
  icon: 'connect',
  path: `/${PRODUCT_NAME_TOKEN}Connect`,
  homeTile: true,
  load: () => import('./Root'),
});
