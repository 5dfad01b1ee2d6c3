// A form of the kit in one element: react-final-form's <Form> around a <FormElement>, so every form gets
// the same submit handling (focus on the first invalid field, aria-busy while submitting) without wiring.
// Use FormDialog / FormDrawer for a form in an overlay (the form there must wrap the overlay).
import type { Config, FormApi, ValidationErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import { FormElement } from './FormElement';
import { useValidateInLanguage } from './useValidateInLanguage';

export type SubmitResult = ValidationErrors | Record<string, unknown> | undefined | void;

export interface KitFormProps<V extends object> {
  onSubmit: (values: V, form: FormApi<V>) => SubmitResult | Promise<SubmitResult>;
  /** Usually validateWith(schema) from platform/react/forms. */
  validate?: Config<V>['validate'];
  initialValues?: Partial<V>;
  id?: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

export function KitForm<V extends object>({
  onSubmit,
  validate,
  initialValues,
  id,
  className,
  'aria-label': ariaLabel,
  children,
}: KitFormProps<V>) {
  const validateInLanguage = useValidateInLanguage(validate);
  return (
    <Form<V>
      onSubmit={onSubmit as Config<V>['onSubmit']}
      validate={validateInLanguage}
      initialValues={initialValues}
      subscription={{}}
      render={() => (
        <FormElement id={id} className={className} aria-label={ariaLabel}>
          {children}
        </FormElement>
      )}
    />
  );
}
