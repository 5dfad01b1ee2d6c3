import { CLIENT_ROLES } from '../../platform/domain/constants';
import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'machineTranslation',
  title: 'toolNames.machineTranslation.title',
  description: 'toolNames.machineTranslation.description',
  icon: 'translate',
  // Part 2 §2.1: the tabs page, then one route per tab (files and media with an optional request id).
  routes: [
    { name: 'tabs', path: '/machineTranslation' },
    { name: 'text', path: '/machineTranslation/textTranslation' },
    { name: 'files', path: '/machineTranslation/fileTranslation/:jobRequestId?' },
    { name: 'media', path: '/machineTranslation/mediaTranslation/:jobRequestId?' },
  ],
  access: { kind: 'roles', roles: CLIENT_ROLES, application: 'machineTranslation' },
  tile: { kind: 'route', path: '/machineTranslation' },
  load: () => import('./Root'),
});
