import { useCallback } from 'react';
import { TOAST_DURATION_MS } from '../domain/timing';
import { userFacingMessage } from '../http/userMessage';
import { platformStore } from './platformStore';
import { toastsAtom, useToasts, type Toast, type ToastKind } from './toastState';

export { toastsAtom, useToasts, type Toast, type ToastKind };

// Spec §9: toasts hide after 15 s unless a shorter time is given (copy 5 s, post-edit 6 s).
export { TOAST_DURATION_MS };

let nextId = 1;

export function dismissToast(id: number): void {
  platformStore.set(toastsAtom, (list) => list.filter((toast) => toast.id !== id));
}

export function showToast(kind: ToastKind, message: string, durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  platformStore.set(toastsAtom, (list) => [...list, { id, kind, message, durationMs }]);
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

/** Shows an error of any kind as a toast with its user-facing message. */
export function toastError(error: unknown): number {
  return showToast('error', userFacingMessage(error));
}

export function useToast() {
  return {
    success: useCallback((message: string, ms?: number) => showToast('success', message, ms), []),
    info: useCallback((message: string, ms?: number) => showToast('info', message, ms), []),
    error: useCallback((error: unknown) => toastError(error), []),
  };
}
