// Options of the country and province pickers of address forms (part 1 §5: "Countries are sorted by name;
// provinces are filtered by the selected country"; default country 227, 226 in the UK variant). Shared by
// the payment dialog, sign-up and the CLI so every picker offers the same lists.
import { sortByName } from './autoQuote';
import type { Country, NamedRef, Province } from './entities/geography';

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
