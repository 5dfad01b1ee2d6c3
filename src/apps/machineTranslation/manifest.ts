import { CLIENT_ROLES } from '../../platform/domain/constants';
import type { ToolManifest } from '../../platform/react/toolManifest';

export const manifest: ToolManifest = {
  id: 'machineTranslation',
  title: 'AI Translation',
  description:
    'Instant machine translation of text, documents and media, with optional AI post-editing and escalation to a human expert.',
  icon: 'translate',
  routes: [
    '/machineTranslation',
    '/machineTranslation/textTranslation',
    '/machineTranslation/fileTranslation/:jobRequestId?',
    '/machineTranslation/mediaTranslation/:jobRequestId?',
  ],
  access: { kind: 'roles', roles: CLIENT_ROLES, application: 'machineTranslation' },
  tile: { kind: 'route', path: '/machineTranslation' },
  load: () => import('./Root'),
};
