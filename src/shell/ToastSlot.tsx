import { Suspense } from 'react';
import { preloadableLazy } from '../platform/react/preloadableLazy';
import { useToasts } from '../platform/react/toastState';
import { uiMessages } from '../ui/messages';
import { useMessages } from '../ui/uiLocale';

const toastViewport = preloadableLazy(() =>
  import('../platform/react/ToastViewport').then((m) => ({ default: m.ToastViewport })),
);

/** The toast viewport's code loads with the first toast; most visits never show one. */
export function ToastSlot() {
  const toasts = useToasts();
  const t = useMessages(uiMessages);
  if (!toasts.length) return null;
  return (
    <Suspense fallback={null}>
      <toastViewport.Component dismissLabel={t('ui.dismissNotification')} />
    </Suspense>
  );
}
