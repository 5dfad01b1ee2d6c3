// Account settings: no page of its own, a panel the shell's user menu opens in a drawer (spec part 1 §2).
import { defineTool } from '../../platform/react/toolManifest';

export const manifest = defineTool({
  id: 'accountSettings',
  title: 'toolNames.accountSettings.title',
  description: 'toolNames.accountSettings.description',
  icon: 'account',
  routes: [],
  access: { kind: 'signedIn' },
  tile: { kind: 'none' },
  // Half the screen: the Organization Users table needs the width.
  panel: { size: 'half', load: () => import('./AccountSettingsPanel') },
});
