// The buttons of a form and, above them, the form-level submit error (an alert). In a dialog or drawer
// the actions sit in the fixed footer, outside the <form>, so the submit button names its form (formId).
import { useFormState } from 'react-final-form';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { cx } from '../cx';

export interface FormActionsProps {
  submitLabel: string;
  /** Shown on the submit button while the submit runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** Without it no Cancel button is shown. */
  onCancel?: () => void;
  variant?: 'primary' | 'danger';
  /** The id of the <form> when the actions render outside it. */
  formId?: string;
  /** Busy for a reason the form does not know (a sign-in step running outside final-form). */
  busy?: boolean;
  /** The submit button is off until the form can be sent (a code of six characters). */
  submitDisabled?: boolean;
  /** The submit button takes the full width (a narrow sign-in card). */
  stretch?: boolean;
  className?: string;
}

export function FormActions({
  submitLabel,
  busyLabel,
  cancelLabel,
  onCancel,
  variant = 'primary',
  formId,
  busy = false,
  submitDisabled = false,
  stretch = false,
  className,
}: FormActionsProps) {
  const state = useFormState({ subscription: { submitting: true, submitError: true } });
  const submitting = !!state.submitting || busy;
  const submitError: unknown = state.submitError;
  const submit = (
    <Button
      type="submit"
      form={formId}
      variant={variant}
      busy={submitting}
      disabled={submitDisabled}
      className={stretch ? 'flex-1' : undefined}
    >
      {submitting && busyLabel ? busyLabel : submitLabel}
    </Button>
  );
  const cancel =
    onCancel && cancelLabel ? (
      <Button variant="outline" disabled={submitting} onClick={onCancel}>
        {cancelLabel}
      </Button>
    ) : null;
  return (
    <div className={cx('grid gap-3', className)}>
      {submitError ? <Alert kind="error">{String(submitError)}</Alert> : null}
      {stretch ? (
        <div className="flex gap-3">
          {submit}
          {cancel}
        </div>
      ) : (
        // Cancel first in the tab order; on a phone the submit button sits on top.
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {cancel}
          {submit}
        </div>
      )}
    </div>
  );
}
