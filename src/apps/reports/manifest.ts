import { CLIENT_ROLES } from '../../platform/domain/constants';
import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'reports',
  title: 'toolNames.reports.title',
  description: 'toolNames.reports.description',
  icon: 'report',
  routes: [
    { name: 'list', path: '/reports' },
    { name: 'detail', path: '/reports/:reportId', chunk: './detail/ReportDetailPage' },
  ],
  access: { kind: 'roles', roles: CLIENT_ROLES, application: 'reports' },
  tile: { kind: 'route', path: '/reports' },
  load: () => import('./Root'),
});
