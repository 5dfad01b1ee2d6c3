// A required select value: an option object {id, name} (country, province) or its bare id.
import { mixed } from 'yup';
import type { RuleMessage } from './messages';

export interface IdName {
  id: string | number;
  name: string;
}

export type OptionValue = IdName | string | number;

export function hasOptionValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return id !== null && id !== undefined && id !== '';
  }
  return true;
}

export function requiredOption(message: RuleMessage) {
  return mixed<OptionValue>().nullable().test('required-option', message, hasOptionValue);
}

export function optionalOption() {
  return mixed<OptionValue>().nullable().optional();
}
