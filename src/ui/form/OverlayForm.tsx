// What FormDialog and FormDrawer share: the final-form <Form> wraps the overlay (not the reverse), so its
// values survive a failed submit and a close/reopen; closing is refused while a submit runs.
import type { Config } from 'final-form';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { KitFormProps } from './KitForm';
import { useRestartAfterSuccess } from './useRestartAfterSuccess';

export interface OverlayFormProps<V extends object> extends Omit<
  KitFormProps<V>,
  'id' | 'className' | 'aria-label'
> {
  open: boolean;
  onClose: () => void;
  title: string;
  submitLabel: string;
  busyLabel?: string;
  cancelLabel: string;
  variant?: 'primary' | 'danger';
  /** See FormActions. */
  submitDisabled?: boolean;
}

function Restart({ open }: { open: boolean }) {
  useRestartAfterSuccess(open);
  return null;
}

export function OverlayForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  open,
  onClose,
  render,
}: Pick<OverlayFormProps<V>, 'onSubmit' | 'validate' | 'initialValues' | 'open' | 'onClose'> & {
  render: (formId: string, close: () => void) => ReactNode;
}) {
  const formId = `form-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Form<V>
      onSubmit={onSubmit as Config<V>['onSubmit']}
      validate={validate}
      initialValues={initialValues}
      subscription={{ submitting: true }}
      render={({ submitting }) => (
        <>
          <Restart open={open} />
          {render(formId, () => {
            if (!submitting) onClose();
          })}
        </>
      )}
    />
  );
}
