import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'webSitesEasyWay',
  title: 'Websites the Easy Way',
  description: 'Multilingual websites without the engineering effort.',
  icon: 'globe',
  routes: [{ name: 'home', path: '/webSitesEasyWay' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
};
