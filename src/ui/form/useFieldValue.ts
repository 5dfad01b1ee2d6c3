// The current value of another field, for a field whose options or visibility follow it (the states of
// the chosen country, the details of the chosen payment option). Re-renders only when that value changes.
import { useField } from 'react-final-form';

export function useFieldValue<V>(name: string): V | undefined {
  return useField<V>(name, { subscription: { value: true } }).input.value as V | undefined;
}
