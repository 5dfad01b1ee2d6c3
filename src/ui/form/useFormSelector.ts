// Something derived from the form's values (which custom fields show, which submit buttons apply), for a
// section that must follow other fields. Unlike useFormState({ values }), which re-renders on every
// keystroke anywhere in the form, the component re-renders only when the derived value changes: typing in
// a 40-field form stays fast. The derived value is compared as JSON, so keep it small and plain.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useForm } from 'react-final-form';

export function useFormSelector<T>(select: (values: Record<string, unknown>) => T): T {
  const form = useForm();
  const last = useRef<{ key: string; value: T } | undefined>(undefined);
  const subscribe = useCallback((notify: () => void) => form.subscribe(notify, { values: true }), [form]);
  const snapshot = () => {
    const value = select(form.getState().values as Record<string, unknown>);
    const key = JSON.stringify(value) ?? 'undefined';
    if (last.current?.key !== key) last.current = { key, value };
    return last.current.value;
  };
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
