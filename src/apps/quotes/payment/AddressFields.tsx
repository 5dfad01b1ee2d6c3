import type { LocaleVariant } from '../../../platform/locale/localePath';
import { ErrorMessage } from '../../../platform/react/ErrorMessage';
import { useAddressOptions } from '../../../platform/react/queries/geography';
import { TextField } from '../../../ui/form/TextField';
import { ADDRESS_LABEL_IDS } from '../../../platform/domain/addressLabels';
import { CountryStateFields } from './CountryStateFields';
import { quotesMessages } from '../messages';
import { domainMessages } from '../../../platform/domain/messages';
import { useMessages } from '../../../ui/uiLocale';

/** The billing address: required for a credit card, optional context for a direct invoice. */
export function AddressFields({ required, variant }: { required: boolean; variant: LocaleVariant }) {
  const t = useMessages(quotesMessages);
  const { countries, provinces, error, onRetry } = useAddressOptions();
  const tp = useMessages(domainMessages);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('quotes.billingAddress')}</legend>
      {error ? <ErrorMessage error={error} onRetry={onRetry} className="sm:col-span-2" /> : null}
      <div className="sm:col-span-2">
        <TextField
          name="address1"
          label={tp(ADDRESS_LABEL_IDS.address1)}
          required={required}
          autoComplete="billing address-line1"
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          name="address2"
          label={tp(ADDRESS_LABEL_IDS.address2)}
          autoComplete="billing address-line2"
        />
      </div>
      <TextField
        name="city"
        label={tp(ADDRESS_LABEL_IDS.city)}
        required={required}
        autoComplete="billing address-level2"
      />
      <TextField
        name="zipCode"
        label={tp(ADDRESS_LABEL_IDS.zipCode)}
        required={required}
        autoComplete="billing postal-code"
      />
      <CountryStateFields countries={countries} provinces={provinces} required={required} variant={variant} />
    </fieldset>
  );
}
