import type { ToolManifest } from '../../platform/react/toolManifest';

/** A product page with no screens yet: the generic placeholder (spec §2). */
export const manifest: ToolManifest = {
  id: 'anythingInBetween',
  title: 'Anything in Between',
  description: 'Language projects that do not fit a standard box.',
  icon: 'globe',
  routes: [{ name: 'home', path: '/anythingInBetween' }],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load: () => import('./Root'),
};
