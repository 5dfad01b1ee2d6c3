import type { ToolManifest } from '../../platform/react/toolManifest';

// Not an enabled-application id: the card and the pages are for the staff list only (spec §2, §6).
export const manifest: ToolManifest = {
  id: 'dashboard',
  title: 'Staff Dashboard',
  description: 'Project, QA and front-of-house quote statistics for the team.',
  icon: 'dashboard',
  routes: [
    '/DASHBOARD',
    '/pmdetails/:name/:id',
    '/pastdue/:name/:id',
    '/duetoday/:name/:id',
    '/qadetails/:name/:id',
    '/currentquotes/:name/:id',
    '/completedquotes/:name/:id',
  ],
  access: { kind: 'staff' },
  staffOnlyTile: true,
  tile: { kind: 'route', path: '/DASHBOARD' },
  load: () => import('./Root'),
};
