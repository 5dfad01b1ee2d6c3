import { Description, Field as HeadlessField, Label } from '@headlessui/react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** The ids a control references: its label (for groups and listbox buttons) and what describes it. */
export interface FieldIds {
  /** aria-describedby of the control: the error first, then the description; undefined when neither. */
  describedBy: string | undefined;
  labelId: string;
  errorId: string | undefined;
}

/**
 * Label, control, description and error of a form field. The control is rendered by the caller with the
 * ids to reference, so inputs, selects, listboxes and groups share one layout and one way of announcing
 * errors. Built on headlessui's Field, Label and Description: native controls take the ids passed to
 * `children`, headlessui controls inside (Listbox, Combobox, RadioGroup) wire themselves to the label and
 * descriptions through its context (they overwrite aria-labelledby/aria-describedby passed as props).
 * `group` renders the label as a plain caption (a <label> can only label one control) and no headlessui
 * Field: a RadioGroup keeps its own label context, so RadioGroupField renders this frame inside the group.
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
  inHeadlessGroup,
  labelAfter,
  className,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** The older name of `description` (TextInput, SelectInput). */
  hint?: string;
  description?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  group?: boolean;
  /** In a group: register the label and descriptions with the headlessui group around (RadioGroup). */
  inHeadlessGroup?: boolean;
  /** A checkbox: the control first, its label beside it. */
  labelAfter?: boolean;
  className?: string;
  children: (describedBy: string | undefined, ids: FieldIds) => ReactNode;
}) {
  const text = description ?? hint;
  const labelId = `${id}-label`;
  const descriptionId = text ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(' ') || undefined;
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
  const Frame = group ? GroupFrame : HeadlessField;
  // headlessui's Label and Description need a headlessui parent (its Field, or a RadioGroup).
  const headless = !group || inHeadlessGroup;
  const Caption = headless ? Label : 'p';
  const Message = headless ? Description : 'p';
  const labelClasses = cx('block text-sm font-medium', disabled ? 'text-slate-500' : 'text-slate-800');
  return (
    <Frame className={className} disabled={disabled}>
      {labelAfter ? (
        <div className="flex items-start gap-2">
          {children(describedBy, { describedBy, labelId, errorId })}
          <Label id={labelId} htmlFor={id} className={labelClasses}>
            {caption}
          </Label>
        </div>
      ) : (
        <>
          {group ? (
            <Caption id={labelId} className={cx(labelClasses, 'mb-1')}>
              {caption}
            </Caption>
          ) : (
            <Label id={labelId} htmlFor={id} className={cx(labelClasses, 'mb-1')}>
              {caption}
            </Label>
          )}
          {children(describedBy, { describedBy, labelId, errorId })}
        </>
      )}
      {text ? (
        <Message id={descriptionId} className="mt-1 text-xs text-slate-600">
          {text}
        </Message>
      ) : null}
      {error ? (
        <Message id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </Message>
      ) : null}
    </Frame>
  );
}

function GroupFrame({
  className,
  disabled,
  children,
}: {
  className?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={className} data-disabled={disabled || undefined}>
      {children}
    </div>
  );
}
