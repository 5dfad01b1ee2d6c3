import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'websiteProxy',
  title: 'Website Translation',
  description: 'Publish your website in other languages through a translation proxy.',
  icon: 'globe',
  routes: [{ name: 'home', path: '/websiteProxy' }],
  access: { kind: 'public' },
  tile: { kind: 'route', path: '/websiteProxy' },
  load: () => import('./Root'),
};
