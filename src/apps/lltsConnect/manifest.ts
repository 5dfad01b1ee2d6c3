import { PRODUCT_NAME_TOKEN, type ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'lltsConnect',
  title: `${PRODUCT_NAME_TOKEN} Connect`,
  description: 'Connect your content systems to our translation workflow.',
  icon: 'connect',
  routes: [{ name: 'home', path: `/${PRODUCT_NAME_TOKEN}Connect` }],
  access: { kind: 'public' },
  tile: { kind: 'route', path: `/${PRODUCT_NAME_TOKEN}Connect` },
  load: () => import('./Root'),
};
