import { useEffect } from 'react';
import { useField, useForm } from 'react-final-form';
import { countryHasStates, isStateRequired, namedRef, provinceOptions } from '../../../platform/domain/addressOptions';
import type { Country, NamedRef, Province } from '../../../platform/domain/entities/geography';
import { defaultCountryId } from '../../../platform/locale/defaultCountry';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { SelectInput } from '../../../ui/SelectInput';
import { TEXTS } from '../texts';

interface Props {
  countries: Country[] | undefined;
  provinces: Province[] | undefined;
  required: boolean;
  variant: LocaleVariant;
}

const shownError = (meta: { touched?: boolean; error?: unknown }) =>
  meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
const asOptions = (items: readonly NamedRef[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string) => (value === '' ? null : Number(value));

/**
 * Country and state as native selects (the phone's own picker; type-ahead over 200+ countries on a
 * desktop). Values are { id, name } as the API wants them; the states follow the chosen country, and a
 * state of another country is dropped when the country changes.
 */
export function CountryStateFields({ countries, provinces, required, variant }: Props) {
  const form = useForm();
  const country = useField<NamedRef | null | undefined>('country');
  const province = useField<NamedRef | null | undefined>('province');
  const countryId = country.input.value ? country.input.value.id : null;
  const states = provinces ? provinceOptions(provinces, countryId) : undefined;

  // Preselect the variant's country once the list is known, unless the user has already chosen (or
  // cleared) one: `undefined` means "never set", null means "deliberately empty".
  useEffect(() => {
    if (!countries || form.getState().values.country !== undefined) return;
    form.change('country', namedRef(countries, defaultCountryId(variant)) ?? null);
  }, [countries, form, variant]);

  // Tells the payment rules whether a state can be chosen at all (most countries have none).
  // Unknown until a country is chosen and the states have loaded.
  const hasStates = countryHasStates(provinces, countryId);
  useEffect(() => {
    if (form.getState().values.countryHasProvinces !== hasStates) form.change('countryHasProvinces', hasStates);
  }, [form, hasStates]);

  const changeCountry = (id: number | null) =>
    form.batch(() => {
      form.change('country', countries ? (namedRef(countries, id) ?? null) : null);
      if (id !== countryId) form.change('province', null);
    });

  return (
    <>
      <SelectInput
        label={TEXTS.country}
        value={countryId === null ? '' : String(countryId)}
        options={asOptions(countries)}
        placeholder={countries ? TEXTS.chooseCountry : TEXTS.loadingOptions}
        disabled={!countries}
        onChange={(event) => changeCountry(toId(event.target.value))}
        onBlur={() => country.input.onBlur()}
        required={required}
        error={shownError(country.meta)}
        autoComplete="billing country-name"
      />
      <SelectInput
        label={TEXTS.state}
        value={province.input.value ? String(province.input.value.id) : ''}
        options={asOptions(states)}
        placeholder={!states ? TEXTS.loadingOptions : states.length ? TEXTS.chooseState : TEXTS.noStates}
        disabled={!states || states.length === 0}
        onChange={(event) =>
          province.input.onChange(provinces ? (namedRef(provinces, toId(event.target.value)) ?? null) : null)
        }
        onBlur={() => province.input.onBlur()}
        required={isStateRequired(required, hasStates)}
        error={shownError(province.meta)}
        autoComplete="billing address-level1"
      />
    </>
  );
}
