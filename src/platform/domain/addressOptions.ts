// Options of the country and province pickers of address forms (part 1 §5: "Countries are sorted by name;
// provinces are filtered by the selected country"; default country 227, 226 in the UK variant). Shared by
// the payment dialog, sign-up and the CLI so every picker offers the same lists.
import { sortByName } from './names';
import type { Address, Country, NamedRef, Province } from './entities/geography';

export function countryOptions(countries: readonly Country[]): Country[] {
  return sortByName(countries);
}

/** The provinces of one country, by name; none when no country is chosen. */
export function provinceOptions(
  provinces: readonly Province[],
  countryId: number | string | null | undefined,
): Province[] {
  if (countryId === null || countryId === undefined || countryId === '') return [];
  const id = Number(countryId);
  return sortByName(provinces.filter((province) => province.countryId === id));
}

/** The { id, name } an address sends for a country or province id, when the id is in the list. */
export function namedRef(
  items: readonly NamedRef[],
  id: number | string | null | undefined,
): NamedRef | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  const found = items.find((item) => item.id === Number(id));
  return found ? { id: found.id, name: found.name } : undefined;
}

/**
 * Whether the chosen country has states (provinces) at all; most countries have none, and then no state is
 * asked for. Unknown (undefined) until a country is chosen and the provinces are known. The one rule behind
 * the payment dialog, the address section of sign-up and request forms, and the CLI.
 */
export function countryHasStates(
  provinces: readonly Province[] | null | undefined,
  countryId: number | string | null | undefined,
): boolean | undefined {
  if (!provinces || countryId === null || countryId === undefined || countryId === '') return undefined;
  return provinceOptions(provinces, countryId).length > 0;
}

/** A state is required where the address is required and the country has (or may have) states. */
export function isStateRequired(addressRequired: boolean, hasStates: boolean | undefined): boolean {
  return addressRequired && hasStates !== false;
}

/** An address form's values: country and province as chosen ids (strings, as a select holds them). */
export interface AddressFormValues {
  address1?: string;
  address2?: string;
  city?: string;
  countryId?: string;
  provinceId?: string;
  zipCode?: string;
}

/** The address the API takes: country and province as { id, name }; a province only where it is known. */
export function toAddress(
  values: AddressFormValues,
  countries: readonly NamedRef[],
  provinces: readonly NamedRef[],
): Address {
  const trimmed = (text?: string) => (text ?? '').trim();
  const address2 = trimmed(values.address2);
  return {
    address1: trimmed(values.address1),
    ...(address2 ? { address2 } : {}),
    city: trimmed(values.city),
    province: namedRef(provinces, values.provinceId) ?? null,
    country: namedRef(countries, values.countryId) ?? { id: 0, name: '' },
    zipCode: trimmed(values.zipCode),
  };
}
