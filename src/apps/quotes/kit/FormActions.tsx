import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { TEXTS } from '../texts';

/**
 * The footer of a dialog form: the submit error, Cancel and the submit button. It sits outside the
 * scrolling <form>, so the button names its form with the `form` attribute.
 */
export function FormActions({
  formId,
  submitting,
  submitError,
  onCancel,
  label,
  busyLabel,
  variant = 'primary',
}: {
  formId: string;
  submitting: boolean;
  submitError: unknown;
  onCancel: () => void;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'danger';
}) {
  return (
    <>
      {submitError ? <Alert kind="error">{String(submitError)}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={submitting} onClick={onCancel}>
          {TEXTS.cancel}
        </Button>
        <Button type="submit" form={formId} variant={variant} busy={submitting}>
          {submitting ? busyLabel : label}
        </Button>
      </div>
    </>
  );
}
