import { listCountries, listProvinces } from '../../../platform/api/referenceData';
import { countryOptions } from '../../../platform/domain/addressOptions';
import { useApiQuery } from '../../../platform/react/useApiQuery';

/**
 * Countries (sorted by name) and all provinces for the billing address. Fetched only once an address
 * form shows, so a requester who only reads the quote never loads them.
 */
export function useAddressOptions() {
  const countries = useApiQuery(['countries'], (http) => listCountries(http).then(countryOptions));
  const provinces = useApiQuery(['provinces'], (http) => listProvinces(http));
  return { countries: countries.data, provinces: provinces.data, error: countries.error ?? provinces.error };
}
