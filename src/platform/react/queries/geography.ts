// Countries and provinces of the address forms (quote payment, sign-up, create request). Fetched only once
// an address form shows, so a screen that never asks for an address never loads them.
import { listCountries, listProvinces } from '../../api/referenceData';
import { countryOptions } from '../../domain/addressOptions';
import { retryOf } from '../retryLoad';
import { useApiQuery } from '../useApiQuery';

export const countriesKey = () => ['countries'] as const;
export const provincesKey = () => ['provinces'] as const;

/** GET /countries, sorted by name (the order every country picker shows). */
export function useCountries() {
  return useApiQuery(countriesKey(), (http) => listCountries(http).then(countryOptions));
}

/** GET /provinces: all of them; forms filter by the selected country. */
export function useProvinces() {
  return useApiQuery(provincesKey(), (http) => listProvinces(http));
}

/** Both lists for an address form, with the first error of either and the Try again of what failed. */
export function useAddressOptions() {
  const countries = useCountries();
  const provinces = useProvinces();
  return {
    countries: countries.data,
    provinces: provinces.data,
    error: countries.error ?? provinces.error,
    onRetry: retryOf(countries, provinces),
  };
}
