import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'connector',
  title: 'Connectors',
  description: 'Integrate CMS, code repositories and marketing platforms.',
  icon: 'plug',
  routes: [{ name: 'home', path: '/connector' }],
  access: { kind: 'public' },
  tile: { kind: 'route', path: '/connector' },
  load: () => import('./Root'),
};
