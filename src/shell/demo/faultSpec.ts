import type { MessageScope } from '../../platform/i18n/runtime';
import type { DemoFault, DemoFaultSpec } from '../../platform/react/demoControls';
import type { DemoPanelMessageId } from './messages';

/** What the fault form holds: strings as typed. */
export interface FaultDraft {
  call: string;
  status: string;
  message: string;
  errorCode: string;
  delayMs: string;
  networkError: boolean;
  times: string;
  always: boolean;
}

export const EMPTY_DRAFT: FaultDraft = {
  call: '',
  status: '503',
  message: '',
  errorCode: '',
  delayMs: '',
  networkError: false,
  times: '1',
  always: false,
};

/** The call a select option stands for: "METHOD path". */
export const callKey = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

/** The fixtures' fault from the form (their control surface checks the numbers and says what is wrong). */
export function faultSpecOf(draft: FaultDraft): DemoFaultSpec {
  const [method, path] = draft.call.split(' ');
  const spec: DemoFaultSpec = { method, path, times: draft.always ? 'always' : Number(draft.times || 1) };
  if (draft.networkError) spec.networkError = true;
  else if (draft.status.trim()) spec.status = Number(draft.status);
  if (draft.delayMs.trim()) spec.delayMs = Number(draft.delayMs);
  const message = draft.message.trim();
  const errorCode = draft.errorCode.trim();
  if (!draft.networkError && (message || errorCode)) {
    spec.body = { ...(message ? { message } : {}), ...(errorCode ? { errorCode } : {}) };
  }
  return spec;
}

/** One line for the list of active faults, in the panel's words (`t`: useMessages(demoPanelMessages)). */
export function describeFault(fault: DemoFault, t: MessageScope<DemoPanelMessageId>['t']): string {
  return t('demoPanel.faults.description', {
    method: fault.method,
    path: fault.path,
    answer: fault.networkError ? 'network' : fault.status ? 'status' : 'delay',
    status: fault.status ?? '',
    delayed: fault.delayMs ? 'yes' : 'no',
    delayMs: fault.delayMs ?? 0,
    always: fault.remaining === 'always' ? 'yes' : 'no',
    remaining: fault.remaining === 'always' ? 0 : fault.remaining,
  });
}
