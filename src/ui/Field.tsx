import type { ComponentType, ReactNode } from 'react';
import { cx } from './cx';

/** The ids a control references: its label (for groups and listbox buttons) and what describes it. */
export interface FieldIds {
  /** aria-describedby of the control: the error first, then the description; undefined when neither. */
  describedBy: string | undefined;
  labelId: string;
  errorId: string | undefined;
}

type Part = ComponentType<{ id?: string; htmlFor?: string; className?: string; children?: ReactNode }>;

/**
 * The elements the frame is made of. Plain HTML by default; headlessui controls (Listbox, Combobox,
 * RadioGroup) overwrite aria-labelledby/aria-describedby passed as props and wire themselves through
 * headlessui's Field, Label and Description instead, so those fields pass `headlessFieldParts`
 * (src/ui/form/headlessFieldParts.tsx). Kept out of this file so a plain text form loads no headlessui.
 */
export interface FieldParts {
  Frame: ComponentType<{ className?: string; disabled?: boolean; children?: ReactNode }>;
  Label: Part;
  /** A caption for a group (no htmlFor). */
  Caption: Part;
  Description: Part;
}

const Label: Part = ({ id, htmlFor, className, children }) => (
  <label id={id} htmlFor={htmlFor} className={className}>
    {children}
  </label>
);
const Paragraph: Part = ({ id, className, children }) => (
  <p id={id} className={className}>
    {children}
  </p>
);
const Frame: FieldParts['Frame'] = ({ className, disabled, children }) => (
  <div className={className} data-disabled={disabled || undefined}>
    {children}
  </div>
);

export const htmlFieldParts: FieldParts = { Frame, Label, Caption: Paragraph, Description: Paragraph };

/**
 * Label, control, description and error of a form field. The control is rendered by the caller with the
 * ids to reference, so inputs, selects, listboxes and groups share one layout and one way of announcing
 * errors. `group` renders the label as a plain caption (a <label> can only label one control).
 */
export function Field({
  id,
  label,
  error,
  hint,
  description,
  required,
  disabled,
  group,
  labelAfter,
  parts = htmlFieldParts,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** The older name of `description` (TextInput). */
  hint?: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  group?: boolean;
  /** A checkbox: the control first, its label beside it. */
  labelAfter?: boolean;
  parts?: FieldParts;
  className?: string;
  children: (describedBy: string | undefined, ids: FieldIds) => ReactNode;
}) {
  const text = description ?? hint;
  const labelId = `${id}-label`;
  const descriptionId = text ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
  const ids = { describedBy, labelId, errorId };
  const caption = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      ) : null}
    </>
  );
  const labelClasses = cx('block text-sm font-medium', disabled ? 'text-slate-500' : 'text-slate-800');
  const { Frame: Wrapper, Label: LabelPart, Caption, Description } = parts;
  return (
    <Wrapper className={className} disabled={disabled}>
      {labelAfter ? (
        <div className="flex items-start gap-2">
          {children(describedBy, ids)}
          <LabelPart id={labelId} htmlFor={id} className={labelClasses}>
            {caption}
          </LabelPart>
        </div>
      ) : (
        <>
          {group ? (
            <Caption id={labelId} className={cx(labelClasses, 'mb-1')}>
              {caption}
            </Caption>
          ) : (
            <LabelPart id={labelId} htmlFor={id} className={cx(labelClasses, 'mb-1')}>
              {caption}
            </LabelPart>
          )}
          {children(describedBy, ids)}
        </>
      )}
      {text ? (
        <Description id={descriptionId} className="mt-1 text-xs text-slate-600">
          {text}
        </Description>
      ) : null}
      {error ? (
        <Description id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </Description>
      ) : null}
    </Wrapper>
  );
}
