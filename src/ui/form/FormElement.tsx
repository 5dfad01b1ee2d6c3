// The <form> element of a kit form. It must sit inside a react-final-form <Form> (KitForm, FormDialog and
// FormDrawer put it there). On a refused submit (validation errors, or field errors the server sent back)
// focus moves to the first invalid field.
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { focusFirstInvalid } from './focusFirstInvalid';

export function FormElement({
  id,
  className,
  children,
  'aria-label': ariaLabel,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const form = useForm();
  const { submitting } = useFormState({ subscription: { submitting: true } });
  const element = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A dialog's form renders in a portal, but React bubbles the event to any form around the opener.
    event.stopPropagation();
    const result = form.submit();
    if (form.getState().hasValidationErrors) focusFirstInvalid(element.current);
    else if (result && typeof result.then === 'function') {
      void result.then(() => {
        if (form.getState().hasSubmitErrors) focusFirstInvalid(element.current);
      });
    }
  };

  return (
    <form
      id={id}
      ref={element}
      noValidate
      onSubmit={submit}
      aria-busy={submitting || undefined}
      aria-label={ariaLabel}
      className={className}
    >
      {children}
    </form>
  );
}
