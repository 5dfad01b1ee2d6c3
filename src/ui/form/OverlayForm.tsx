// What FormDialog and FormDrawer share: the final-form <Form> wraps the overlay (not the reverse), so its
// values survive a failed submit and a close/reopen; closing is refused while a submit runs.
import type { Config } from 'final-form';
import { useId, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormActions } from './FormActions';
import { FormElement } from './FormElement';
import type { KitFormProps } from './KitForm';
import { useRestartAfterSuccess } from './useRestartAfterSuccess';
import { useValidateInLanguage } from './useValidateInLanguage';

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

/** What the overlay (a Dialog or a Drawer) receives: its close handler, the form's body and its footer. */
export interface OverlayParts {
  close: () => void;
  body: ReactNode;
  footer: ReactNode;
}

export function OverlayForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  open,
  onClose,
  submitLabel,
  busyLabel,
  cancelLabel,
  variant,
  submitDisabled,
  children,
  render,
}: Omit<OverlayFormProps<V>, 'title'> & { render: (parts: OverlayParts) => ReactNode }) {
  const validateInLanguage = useValidateInLanguage(validate);
  const formId = `form-${useId().replace(/[^\w-]/g, '')}`;
  const body = (
    <FormElement id={formId} className="grid gap-4">
      {children}
    </FormElement>
  );
  const footer = (close: () => void) => (
    <FormActions
      formId={formId}
      submitLabel={submitLabel}
      busyLabel={busyLabel}
      cancelLabel={cancelLabel}
      onCancel={close}
      variant={variant}
      submitDisabled={submitDisabled}
    />
  );
  return (
    <Form<V>
      onSubmit={onSubmit as Config<V>['onSubmit']}
      validate={validateInLanguage}
      initialValues={initialValues}
      // Hosts often build initialValues while their data arrives (custom field defaults, a refetched
      // record): a re-initialisation then updates untouched fields but never discards what was typed.
      keepDirtyOnReinitialize
      subscription={{ submitting: true }}
      render={({ submitting }) => {
        const close = () => {
          if (!submitting) onClose();
        };
        return (
          <>
            <Restart open={open} />
            {render({ close, body, footer: footer(close) })}
          </>
        );
      }}
    />
  );
}
