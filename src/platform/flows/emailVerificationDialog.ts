// The e-mail verification dialog's behaviour (part 1 §2, §4; part 2 §2.3), without React: a code is sent
// when the dialog opens; Verify is enabled only with six characters; Resend clears the code and sends
// again; a code the server refuses shows the invalid-code message; success is reported to the caller with
// the verified code. Sign-up and the visitor's request both drive their dialog with it. A framework binds
// it through subscribe/getState (React's useSyncExternalStore).
import { sendEmailVerificationCode, validateEmailVerificationCode } from '../api/emailVerification';
import { EMAIL_CODE_LENGTH } from '../domain/constants';
import type { HttpClient } from '../http/client';
import { userFacingMessage } from '../http/userMessage';
import { MESSAGES } from '../validation/messages';

/** sending: a code is on its way; ready: waiting for the code; verifying: asking the server; verified: done. */
export type VerificationPhase = 'sending' | 'ready' | 'verifying' | 'verified';

export interface EmailVerificationState {
  email: string;
  code: string;
  phase: VerificationPhase;
  /** Why the last check failed: the invalid-code message, or the catalogue's words for a failed call. */
  error?: string;
  /** Why the last send failed (the catalogue's words); the user may resend. */
  sendError?: string;
  /** Codes sent successfully so far (a resend says a new code went out). */
  sent: number;
  /** Verify is enabled: six characters typed and nothing under way. */
  canVerify: boolean;
  /** Resend is enabled: nothing under way and not yet verified. */
  canResend: boolean;
}

export interface EmailVerification {
  getState(): EmailVerificationState;
  subscribe(listener: () => void): () => void;
  /** Sends the first code; called when the dialog opens. */
  open(): Promise<void>;
  setCode(code: string): void;
  /** Checks the code; true once verified (and the caller told). */
  verify(): Promise<boolean>;
  /** Clears the code and sends a new one. */
  resend(): Promise<void>;
  /** The dialog closed: late answers are ignored and nothing more is reported. */
  close(): void;
}

export interface EmailVerificationOptions {
  onVerified: (code: string) => void;
}

export const hasFullCode = (code: string) => code.trim().length === EMAIL_CODE_LENGTH;

export function createEmailVerification(
  http: HttpClient,
  email: string,
  options: EmailVerificationOptions,
): EmailVerification {
  const listeners = new Set<() => void>();
  const controller = new AbortController();
  let state = derive({ email, code: '', phase: 'sending', sent: 0 });
  let opened = false;

  function derive(next: Omit<EmailVerificationState, 'canVerify' | 'canResend'>): EmailVerificationState {
    return {
      ...next,
      canVerify: next.phase === 'ready' && hasFullCode(next.code),
      canResend: next.phase === 'ready',
    };
  }
  function update(patch: Partial<EmailVerificationState>) {
    if (controller.signal.aborted) return;
    state = derive({ ...state, ...patch });
    listeners.forEach((listener) => listener());
  }

  async function send() {
    update({ phase: 'sending', code: '', error: undefined, sendError: undefined });
    try {
      await sendEmailVerificationCode(http, email, { signal: controller.signal });
      update({ phase: 'ready', sent: state.sent + 1 });
    } catch (error) {
      update({ phase: 'ready', sendError: userFacingMessage(error) });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async open() {
      // Once per dialog: a second open (a re-render, a double effect) must not send a second code.
      if (opened) return;
      opened = true;
      await send();
    },
    setCode(code) {
      if (state.phase === 'verified') return;
      // A new attempt: the message about the previous one no longer applies.
      update({ code, error: undefined });
    },
    async verify() {
      if (!state.canVerify) return false;
      const code = state.code.trim();
      update({ phase: 'verifying', error: undefined });
      try {
        const { isValid } = await validateEmailVerificationCode(
          http,
          { email, verificationCode: code },
          { signal: controller.signal },
        );
        if (!isValid) {
          update({ phase: 'ready', error: MESSAGES.INVALID_VERIFICATION_CODE });
          return false;
        }
        update({ phase: 'verified' });
        if (!controller.signal.aborted) options.onVerified(code);
        return true;
      } catch (error) {
        update({ phase: 'ready', error: userFacingMessage(error) });
        return false;
      }
    },
    async resend() {
      if (!state.canResend) return;
      await send();
    },
    close() {
      controller.abort();
      listeners.clear();
    },
  };
}
