import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'languageConnect',
  title: 'Language Connect',
  description: 'On-demand access to professional linguists.',
  icon: 'globe',
  routes: [{ name: 'home', path: '/languageConnect' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
};
