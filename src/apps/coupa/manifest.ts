import { CLIENT_ROLES } from '../../platform/domain/constants';
import type { ToolManifest } from '../../platform/react/toolManifest';

// Specific paths come before /coupa/:jobRequestId: routes are matched in order.
export const manifest: ToolManifest = {
  id: 'coupa',
  title: 'Coupa Requests',
  description: 'Translation requests and quotes from your Coupa procurement punch-out.',
  icon: 'cart',
  routes: [
    '/coupa/createQuote',
    '/coupa/error',
    '/coupa/starter/:requestId',
    '/coupa/:jobRequestId',
    '/coupa',
  ],
  access: { kind: 'roles', roles: CLIENT_ROLES, application: 'coupa' },
  // The punch-out entry signs the user in itself; the error page must show to anyone.
  publicRoutes: ['/coupa/error', '/coupa/starter/:requestId'],
  tile: { kind: 'route', path: '/coupa' },
  load: () => import('./Root'),
};
