import { Suspense } from 'react';
import { preloadableLazy } from '../platform/react/preloadableLazy';
import { useToasts } from '../platform/react/toastState';

const toastViewport = preloadableLazy(() =>
  import('../platform/react/ToastViewport').then((m) => ({ default: m.ToastViewport })),
);

/** The toast viewport's code loads with the first toast; most visits never show one. */
export function ToastSlot() {
  const toasts = useToasts();
  if (!toasts.length) return null;
  return (
    <Suspense fallback={null}>
      <toastViewport.Component />
    </Suspense>
  );
}
