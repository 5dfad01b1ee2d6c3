// Errors a flow raises itself (not the API's): input that fails the platform's rules, and the texts the
// spec gives for flow-level failures. UI and CLI map them the same way: InvalidInputError is the user's
// to fix (the CLI exits 2), FlowError is a failed flow (the CLI exits 1).
import { activeLabels } from '../i18n/runtime';
import type { FieldErrors } from '../validation/validateSync';
import { flowMessages } from './flowMessages';

/** In the language active when read (English in the CLI). */
export const FLOW_MESSAGES = activeLabels(flowMessages, {
  /** Zip of translated files failed twice (part 2 §8). */
  zipFailed: 'flows.zipFailed',
  /** Post-edit failure (part 2 §8). */
  postEditFailed: 'flows.postEditFailed',
  /** The auto quote's expiry screen (part 1 §4): only the expired screen shows, nothing can be answered. */
  quoteExpired: 'flows.quoteExpired',
});

/** Input that breaks a rule of the platform; `fields` maps each field to the spec's message. */
export class InvalidInputError extends Error {
  override readonly name = 'InvalidInputError';
  readonly fields: FieldErrors;
  constructor(fields: FieldErrors) {
    super(
      Object.entries(fields)
        .map(([field, message]) => (field ? `${field}: ${message}` : message))
        .join('\n'),
    );
    this.fields = fields;
  }
}

/** A flow that could not finish for a reason that is not an API error (zip failed, wait timed out). */
export class FlowError extends Error {
  override readonly name = 'FlowError';
  readonly code: string;
  /** The job request status the flow stopped at, when that is the reason. */
  readonly status?: string;
  constructor(code: string, message: string, options?: { cause?: unknown; status?: string }) {
    super(message, options);
    this.code = code;
    if (options?.status !== undefined) this.status = options.status;
  }
}

/** Throws InvalidInputError when any field has an error. */
export function assertValid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
}
