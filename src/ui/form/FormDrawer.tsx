// A form in a right-hand drawer (full width on small screens, half on large ones, part 2 §2.9): the same
// contract as FormDialog (title, scrolling body, fixed footer, closing rules, values kept).
import { Drawer } from '../Drawer';
import { FormActions } from './FormActions';
import { FormElement } from './FormElement';
import { OverlayForm, type OverlayFormProps } from './OverlayForm';

export type FormDrawerProps<V extends object> = OverlayFormProps<V>;

export function FormDrawer<V extends object>({
  title,
  submitLabel,
  busyLabel,
  cancelLabel,
  variant,
  submitDisabled,
  children,
  ...form
}: FormDrawerProps<V>) {
  return (
    <OverlayForm<V>
      {...form}
      render={(formId, close) => (
        <Drawer
          open={form.open}
          onClose={close}
          title={title}
          size="half"
          footer={
            <FormActions
              formId={formId}
              submitLabel={submitLabel}
              busyLabel={busyLabel}
              cancelLabel={cancelLabel}
              onCancel={close}
              variant={variant}
              submitDisabled={submitDisabled}
            />
          }
        >
          <FormElement id={formId} className="grid gap-4">
            {children}
          </FormElement>
        </Drawer>
      )}
    />
  );
}
