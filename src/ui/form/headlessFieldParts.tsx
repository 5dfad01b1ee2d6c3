// The field frame's parts for headlessui controls (SelectField, ComboboxField, MultiComboboxField,
// RadioGroupField): headlessui's Field, Label and Description, through whose context those controls take
// their aria-labelledby/aria-describedby (props passed to them for these are overwritten).
import { Description, Field as HeadlessField, Label } from '@headlessui/react';
import type { FieldParts } from '../Field';

/** Inside a headlessui Field (Listbox, Combobox). */
export const headlessFieldParts: FieldParts = {
  Frame: ({ className, disabled, children }) => (
    <HeadlessField className={className} disabled={disabled}>
      {children}
    </HeadlessField>
  ),
  Label: ({ id, htmlFor, className, children }) => (
    <Label id={id} htmlFor={htmlFor} className={className}>
      {children}
    </Label>
  ),
  Caption: ({ id, className, children }) => (
    <Label as="p" id={id} className={className}>
      {children}
    </Label>
  ),
  Description: ({ id, className, children }) => (
    <Description id={id} className={className}>
      {children}
    </Description>
  ),
};

/** Inside a RadioGroup: it names itself only by labels registered within it, so no Field of its own. */
export const headlessGroupParts: FieldParts = {
  ...headlessFieldParts,
  Frame: ({ className, disabled, children }) => (
    <div className={className} data-disabled={disabled || undefined}>
      {children}
    </div>
  ),
};
