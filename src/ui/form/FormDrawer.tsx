// A form in a right-hand drawer (full width on small screens, half on large ones, part 2 §2.9): the same
// contract as FormDialog (title, scrolling body, fixed footer, closing rules, values kept).
import { Drawer } from '../Drawer';
import { OverlayForm, type OverlayFormProps } from './OverlayForm';

export type FormDrawerProps<V extends object> = OverlayFormProps<V>;

export function FormDrawer<V extends object>({ title, ...form }: FormDrawerProps<V>) {
  return (
    <OverlayForm<V>
      {...form}
      render={({ close, body, footer }) => (
        <Drawer open={form.open} onClose={close} title={title} size="half" footer={footer}>
          {body}
        </Drawer>
      )}
    />
  );
}
