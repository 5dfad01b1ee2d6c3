// Country preselected in address forms (part 1 §5, part 2 §9).
import { DEFAULT_COUNTRY_ID, UK_DEFAULT_COUNTRY_ID } from '../domain/constants';
import type { LocaleVariant } from './localePath';

/** 226 on the uk branch (the UK variant), otherwise 227. */
export function defaultCountryId(variant: LocaleVariant): number {
  return variant === 'UK' ? UK_DEFAULT_COUNTRY_ID : DEFAULT_COUNTRY_ID;
}
