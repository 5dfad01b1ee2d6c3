import { defineTool } from '../../platform/react/toolManifest';

// Not an enabled-application id: the card and the pages are for the staff list only (spec §2, §6).
export const manifest = defineTool({
  id: 'dashboard',
  title: 'toolNames.dashboard.title',
  description: 'toolNames.dashboard.description',
  icon: 'dashboard',
  // Spec part 1 §2: the dashboard and its detail tables (id is a contact person's, 'null' = unassigned).
  routes: [
    { name: 'dashboard', path: '/DASHBOARD' },
    { name: 'projectManager', path: '/pmdetails/:name/:id', chunk: './details/DetailPage' },
    { name: 'pastDue', path: '/pastdue/:name/:id', chunk: './details/DetailPage' },
    { name: 'dueToday', path: '/duetoday/:name/:id', chunk: './details/DetailPage' },
    { name: 'qa', path: '/qadetails/:name/:id', chunk: './details/DetailPage' },
    { name: 'currentQuotes', path: '/currentquotes/:name/:id', chunk: './details/DetailPage' },
    { name: 'completedQuotes', path: '/completedquotes/:name/:id', chunk: './details/DetailPage' },
  ],
  access: { kind: 'staff' },
  staffOnlyTile: true,
  tile: { kind: 'route', path: '/DASHBOARD' },
  load: () => import('./Root'),
});
