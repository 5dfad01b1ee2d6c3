import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'quickTranslation',
  title: 'Quick Translation',
  description: 'Short texts translated by professionals, fast.',
  icon: 'bolt',
  routes: [{ name: 'home', path: '/quickTranslation' }],
  access: { kind: 'public' },
  tile: { kind: 'route', path: '/quickTranslation' },
  load: () => import('./Root'),
};
