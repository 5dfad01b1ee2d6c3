import { toAddress, type AddressFormValues } from '../../platform/domain/addressOptions';
import type { Address } from '../../platform/domain/entities/geography';
import { defaultCountryId } from '../../platform/locale/defaultCountry';
import { useLocale } from '../../platform/react/locale';
import { useAddressOptions } from '../../platform/react/queries/geography';
import { ErrorMessage } from '../../platform/react/ErrorMessage';
import { FormActions } from '../../ui/form/FormActions';
import { KitForm, type SubmitResult } from '../../ui/form/KitForm';
import { AddressSection } from '../../ui/form/sections/AddressSection';
import { signUpMessages } from './messages';
import { useMessages } from '../../ui/uiLocale';

export function AddressPhase({
  onSubmit,
  onCancel,
}: {
  onSubmit: (address: Address) => Promise<SubmitResult>;
  onCancel: () => void;
}) {
  const { variant } = useLocale();
  const t = useMessages(signUpMessages);
  const { countries, provinces, error, onRetry } = useAddressOptions();
  if (error) return <ErrorMessage error={error} onRetry={onRetry} />;
  return (
    <KitForm<AddressFormValues>
      aria-label={t('signUp.phase.address')}
      // The default country (227; 226 on the UK variant) when the user has not chosen one.
      initialValues={{ countryId: String(defaultCountryId(variant)) }}
      onSubmit={(values) => onSubmit(toAddress(values, countries ?? [], provinces ?? []))}
      className="grid gap-4"
    >
      <AddressSection countries={countries} provinces={provinces} required stateRequired={false} />
      <FormActions
        submitLabel={t('signUp.next')}
        busyLabel={t('signUp.creating')}
        cancelLabel={t('signUp.cancel')}
        onCancel={onCancel}
        busy={!countries || !provinces}
      />
    </KitForm>
  );
}
