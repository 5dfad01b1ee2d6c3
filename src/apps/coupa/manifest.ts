import { CLIENT_ROLES } from '../../platform/domain/constants';
import { defineTool } from '../../platform/react/toolManifest';

// Specific paths come before /coupa/:jobRequestId: routes are matched in order.
export const manifest = defineTool({
  id: 'coupa',
  title: 'toolNames.coupa.title',
  description: 'toolNames.coupa.description',
  icon: 'cart',
  // The punch-out entry signs the user in itself; the error page must show to anyone.
  routes: [
    { name: 'createQuote', path: '/coupa/createQuote', chunk: './CoupaCreateQuote' },
    { name: 'error', path: '/coupa/error', public: true },
    { name: 'starter', path: '/coupa/starter/:requestId', public: true },
    { name: 'detail', path: '/coupa/:jobRequestId', chunk: './detail/CoupaDetail' },
    { name: 'list', path: '/coupa' },
  ],
  access: { kind: 'roles', roles: CLIENT_ROLES, application: 'coupa' },
  tile: { kind: 'route', path: '/coupa' },
  load: () => import('./Root'),
});
