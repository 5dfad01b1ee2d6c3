// The toast list on its own, without the error formatting of toasts.ts: the shell watches it to load
// the toast viewport only when there is something to show.
import { atom } from 'jotai';
import { usePlatformValue } from './platformStore';

export type ToastKind = 'error' | 'success' | 'info';
export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  durationMs: number;
}

export const toastsAtom = atom<Toast[]>([]);

export function useToasts(): Toast[] {
  return usePlatformValue(toastsAtom);
}
