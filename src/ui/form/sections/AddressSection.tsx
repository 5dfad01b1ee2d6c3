// An address (sign-up, the request form's contact section, the payment dialog): line 1 and 2, city,
// country and state, zip. Countries are sorted by name, the states follow the chosen country, and a
// state is asked for only where the country has states (part 1 §5). Values hold the chosen ids as
// strings; toAddress (platform) turns them into the { id, name } the API takes. The initial country
// (defaultCountryId, 227 or 226 on the uk branch) is the host form's initial value.
import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import {
  countryHasStates,
  countryOptions,
  isStateRequired,
  provinceOptions,
} from '../../../platform/domain/addressOptions';
import type { Country, Province } from '../../../platform/domain/entities/geography';
import { ADDRESS_LABEL_IDS } from '../../../platform/domain/addressLabels';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../uiLocale';
import { MESSAGES } from '../../../platform/validation/messages';
import { ComboboxField } from '../ComboboxField';
import { TextField } from '../TextField';
import { useFieldValue } from '../useFieldValue';
import { fieldPath, isMissing, valueAt } from './formPath';

export interface AddressSectionProps {
  /** Where the address sits in the form's values ('' for the top level). */
  name?: string;
  countries: readonly Country[] | undefined;
  provinces: readonly Province[] | undefined;
  /** Line 1, city, country and zip are required. */
  required: boolean;
  /** The state is required where the country has states (sign-up leaves it optional). Default: required. */
  stateRequired?: boolean;
  /** The autocomplete section, e.g. 'billing'. */
  autoCompleteSection?: string;
}

const toOptions = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

export function AddressSection({
  name,
  countries,
  provinces,
  required,
  stateRequired = required,
  autoCompleteSection,
}: AddressSectionProps) {
  const t = useMessages(domainMessages);
  const path = (key: string) => fieldPath(name, key);
  const auto = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  const countryId = useFieldValue<string>(path('countryId')) || undefined;
  const hasStates = countryHasStates(provinces, countryId);
  // Without a country there is no state to ask for yet (the country says Required); once one is chosen, a
  // state is required unless the country is known to have none. Read from the values being validated:
  // final-form validates on change, before this component renders the new country.
  const stateNeededFor = (chosen: unknown) =>
    !isMissing(chosen) && isStateRequired(stateRequired, countryHasStates(provinces, chosen as string));
  const needed = (value: unknown) => (required && isMissing(value) ? MESSAGES.REQUIRED : undefined);
  useClearStateOnCountryChange(path('provinceId'), countryId);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        name={path('address1')}
        label={t(ADDRESS_LABEL_IDS.address1)}
        required={required}
        validate={needed}
        autoComplete={auto('address-line1')}
        className="sm:col-span-2"
      />
      <TextField
        name={path('address2')}
        label={t(ADDRESS_LABEL_IDS.address2)}
        autoComplete={auto('address-line2')}
        className="sm:col-span-2"
      />
      <TextField
        name={path('city')}
        label={t(ADDRESS_LABEL_IDS.city)}
        required={required}
        validate={needed}
        autoComplete={auto('address-level2')}
      />
      <TextField
        name={path('zipCode')}
        label={t(ADDRESS_LABEL_IDS.zipCode)}
        required={required}
        validate={needed}
        autoComplete={auto('postal-code')}
      />
      <ComboboxField
        name={path('countryId')}
        label={t(ADDRESS_LABEL_IDS.country)}
        options={toOptions(countryOptions(countries ?? []))}
        required={required}
        validate={needed}
        disabled={!countries}
      />
      <ComboboxField
        name={path('provinceId')}
        label={t(ADDRESS_LABEL_IDS.province)}
        options={toOptions(provinceOptions(provinces ?? [], countryId))}
        required={stateNeededFor(countryId) && hasStates === true}
        validate={(value, allValues) =>
          stateNeededFor(valueAt(allValues, path('countryId'))) && isMissing(value)
            ? MESSAGES.REQUIRED
            : undefined
        }
        disabled={hasStates !== true}
        placeholder={hasStates === false ? t(ADDRESS_LABEL_IDS.noStates) : undefined}
      />
    </div>
  );
}

/**
 * A state of the previous country means nothing in the new one: clear it (to `cleared`) when the country
 * changes. The payment dialog, whose values are { id, name } references, uses it too.
 */
export function useClearStateOnCountryChange(
  provincePath: string,
  countryId: string | number | undefined,
  cleared: null | undefined = undefined,
) {
  const form = useForm();
  const previous = useRef(countryId);
  useEffect(() => {
    if (previous.current !== countryId && previous.current !== undefined) form.change(provincePath, cleared);
    previous.current = countryId;
  }, [countryId, form, provincePath, cleared]);
}
