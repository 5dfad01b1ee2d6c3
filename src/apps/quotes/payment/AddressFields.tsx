import type { LocaleVariant } from '../../../platform/locale/localePath';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { useAddressOptions } from '../../../platform/react/queries/geography';
import { TextField } from '../../../ui/form/TextField';
import { ADDRESS_LABELS } from '../../../platform/domain/addressLabels';
import { TEXTS } from '../texts';
import { CountryStateFields } from './CountryStateFields';

/** The billing address: required for a credit card, optional context for a direct invoice. */
export function AddressFields({ required, variant }: { required: boolean; variant: LocaleVariant }) {
  const { countries, provinces, error, onRetry } = useAddressOptions();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{TEXTS.billingAddress}</legend>
      {error ? <ErrorMessage error={error} onRetry={onRetry} className="sm:col-span-2" /> : null}
      <div className="sm:col-span-2">
        <TextField
          name="address1"
          label={ADDRESS_LABELS.address1}
          required={required}
          autoComplete="billing address-line1"
        />
      </div>
      <div className="sm:col-span-2">
        <TextField name="address2" label={ADDRESS_LABELS.address2} autoComplete="billing address-line2" />
      </div>
      <TextField
        name="city"
        label={ADDRESS_LABELS.city}
        required={required}
        autoComplete="billing address-level2"
      />
      <TextField
        name="zipCode"
        label={ADDRESS_LABELS.zipCode}
        required={required}
        autoComplete="billing postal-code"
      />
      <CountryStateFields countries={countries} provinces={provinces} required={required} variant={variant} />
    </fieldset>
  );
}
