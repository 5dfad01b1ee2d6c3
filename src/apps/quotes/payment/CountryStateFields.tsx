import { useEffect } from 'react';
import { useForm } from 'react-final-form';
import {
  countryHasStates,
  countryOptions,
  isStateRequired,
  namedRef,
  provinceOptions,
} from '../../../platform/domain/addressOptions';
import type { Country, NamedRef, Province } from '../../../platform/domain/entities/geography';
import { defaultCountryId } from '../../../platform/locale/defaultCountry';
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { ComboboxField } from '../../../ui/form/ComboboxField';
import { ADDRESS_LABEL_IDS } from '../../../platform/domain/addressLabels';
import { useClearStateOnCountryChange } from '../../../ui/form/sections/AddressSection';
import { useFieldValue } from '../../../ui/form/useFieldValue';
import { quotesMessages } from '../messages';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../../ui/uiLocale';

interface Props {
  countries: Country[] | undefined;
  provinces: Province[] | undefined;
  required: boolean;
  variant: LocaleVariant;
}

type Ref = NamedRef | null | undefined;

const asOptions = (items: readonly NamedRef[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
const toId = (value: string) => (value === '' ? null : Number(value));
const formatRef = (value: Ref) => (value ? String(value.id) : '');

/**
 * Country and state as every address form of the portal asks for them (the kit's combobox: type to
 * filter 200+ countries). Values are { id, name } as the API wants them; the states follow the chosen
 * country, and a state of another country is dropped when the country changes.
 */
export function CountryStateFields({ countries, provinces, required, variant }: Props) {
  const t = useMessages(quotesMessages);
  const form = useForm();
  const tp = useMessages(domainMessages);
  const country = useFieldValue<Ref>('country');
  const countryId = country ? country.id : null;
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
  useClearStateOnCountryChange('province', countryId ?? undefined, null);
  useEffect(() => {
    if (form.getState().values.countryHasProvinces !== hasStates)
      form.change('countryHasProvinces', hasStates);
  }, [form, hasStates]);

  return (
    <>
      <ComboboxField<Ref>
        name="country"
        label={tp(ADDRESS_LABEL_IDS.country)}
        options={asOptions(countryOptions(countries ?? []))}
        placeholder={countries ? undefined : t('quotes.loadingOptions')}
        disabled={!countries}
        format={formatRef}
        parse={(value) => (countries ? (namedRef(countries, toId(value)) ?? null) : null)}
        required={required}
      />
      <ComboboxField<Ref>
        name="province"
        label={tp(ADDRESS_LABEL_IDS.province)}
        options={asOptions(states)}
        placeholder={
          !states ? t('quotes.loadingOptions') : states.length ? undefined : tp(ADDRESS_LABEL_IDS.noStates)
        }
        disabled={!states || states.length === 0}
        format={formatRef}
        parse={(value) => (provinces ? (namedRef(provinces, toId(value)) ?? null) : null)}
        required={isStateRequired(required, hasStates)}
      />
    </>
  );
}
