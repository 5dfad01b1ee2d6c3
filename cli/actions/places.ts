// Countries and provinces named on the command line (by name or id), turned into the {id, name} the API
// takes. Provinces are looked up within the chosen country, as the forms filter them.
import { listCountries, listProvinces } from '../../src/platform/api/referenceData';
import { countryHasStates } from '../../src/platform/domain/addressOptions';
import type { NamedRef } from '../../src/platform/domain/entities/geography';
import { InvalidInputError } from '../../src/platform/flows/flowErrors';
import type { HttpClient } from '../../src/platform/http/client';

const matches = (given: string) => (item: { id: number; name: string }) =>
  String(item.id) === given.trim() || item.name.toLowerCase() === given.trim().toLowerCase();

export async function resolvePlaces(
  http: HttpClient,
  given: { country?: string; province?: string },
): Promise<{ country?: NamedRef; province?: NamedRef; countryHasProvinces?: boolean }> {
  if (!given.country && !given.province) return {};
  const countries = given.country ? await listCountries(http) : [];
  const country = given.country ? countries.find(matches(given.country)) : undefined;
  if (given.country && !country)
    throw new InvalidInputError({ country: `Unknown country '${given.country}'` });
  const all = await listProvinces(http);
  const provinces = all.filter((p) => !country || p.countryId === country.id);
  // As in the dialog: a country without states needs none for a card payment.
  const countryHasProvinces = countryHasStates(all, country?.id);
  if (!given.province)
    return { country: country && { id: country.id, name: country.name }, countryHasProvinces };
  const province = provinces.find(matches(given.province));
  if (!province) {
    throw new InvalidInputError({
      province: `Unknown province '${given.province}'${country ? ` in ${country.name}` : ''}`,
    });
  }
  return {
    country: country && { id: country.id, name: country.name },
    province: { id: province.id, name: province.name },
    countryHasProvinces,
  };
}
