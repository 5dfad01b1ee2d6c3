// A form's validate as react-final-form takes it, a new function whenever the interface language changes:
// react-final-form then validates again (the fields' own rules too), so the messages on screen are said in
// the new language, not left in the one they were first shown in.
import type { Config } from 'final-form';
import { useMemo } from 'react';
import { useUiLocale } from '../uiLocale';

export function useValidateInLanguage<V>(validate: Config<V>['validate']): Config<V>['validate'] {
  const locale = useUiLocale();
  return useMemo(() => {
    void locale;
    return (values: V) => validate?.(values);
  }, [validate, locale]);
}
