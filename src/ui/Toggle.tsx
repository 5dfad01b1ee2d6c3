// An on/off switch with its label (headlessui Switch: role="switch", Space toggles it). The host decides
// what a change means; `busy` keeps it from being flipped again while that runs.
import { Field, Label, Switch } from '@headlessui/react';
import { cx } from './cx';

export function Toggle({
  label,
  checked,
  onChange,
  disabled = false,
  busy = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <Field className="flex items-center justify-between gap-4" disabled={disabled || busy}>
      <Label className="text-sm font-medium text-slate-900">{label}</Label>
      <Switch
        checked={checked}
        onChange={onChange}
        aria-busy={busy || undefined}
        className={cx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          'bg-slate-400 data-checked:bg-primary-700 data-disabled:opacity-60',
        )}
      >
        <span
          aria-hidden="true"
          className={cx(
            'inline-block h-4 w-4 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-6 rtl:-translate-x-6' : 'translate-x-1 rtl:-translate-x-1',
          )}
        />
      </Switch>
    </Field>
  );
}
