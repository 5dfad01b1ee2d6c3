import type { DemoFault, DemoFaultSpec } from '../../platform/react/demoControls';

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

/** One line for the list of active faults. */
export function describeFault(fault: DemoFault): string {
  const answer = fault.networkError
    ? 'network error'
    : fault.status
      ? `status ${fault.status}`
      : 'delay only';
  const delay = fault.delayMs ? `, after ${fault.delayMs} ms` : '';
  const uses =
    fault.remaining === 'always'
      ? 'every time'
      : `${fault.remaining} more time${fault.remaining === 1 ? '' : 's'}`;
  return `${fault.method} ${fault.path}: ${answer}${delay}, ${uses}`;
}
