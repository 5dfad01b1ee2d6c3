// The notice that the page's embedded demo backend did not start (demo mode only), in the reader's language:
// loaded, with the demo's words, only when that happens.
import { cataloguesReady } from '../../../platform/i18n/runtime';
import { showToast } from '../../../platform/react/toasts';
import { resetDemoMessages } from './messages';

export async function showDemoBackendFailure(): Promise<void> {
  await cataloguesReady();
  showToast('error', resetDemoMessages.t('shell.footer.demoBackendFailed'));
}
