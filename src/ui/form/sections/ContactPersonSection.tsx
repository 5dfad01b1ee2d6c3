// The contact section of a visitor's request (part 2 §2.3): company, e-mail, first and last name, phone
// and an optional address. The e-mail follows the request form's rule: format, then the client's allowed
// domains unless the client skips that check (part 2 §5). Field names are those of the payload's
// contactInfo, so the values travel as they are (address through toAddress).
import { requestEmailSchema } from '../../../platform/validation/requestForm';
import { MESSAGES } from '../../../platform/validation/messages';
import { validateField } from '../../../platform/validation/validateSync';
import type { Country, Province } from '../../../platform/domain/entities/geography';
import { TextField } from '../TextField';
import { AddressSection } from './AddressSection';
import { fieldPath, isMissing } from './formPath';
import { activeLabels } from '../../../platform/i18n/runtime';
import { formMessages } from '../messages';
import { useUiLocale } from '../../uiLocale';

/** In the language active when read. */
export const CONTACT_LABELS = activeLabels(formMessages, {
  companyName: 'form.companyName',
  email: 'form.email',
  firstName: 'form.firstName',
  lastName: 'form.lastName',
  phoneNumber: 'form.phone',
});

export interface ContactPersonSectionProps {
  /** Where the contact sits in the form's values (default 'contactInfo'). */
  name?: string;
  /** The client the request goes to, for its allowed e-mail domains; none: the generic web form. */
  client?: Parameters<typeof requestEmailSchema>[0];
  countries: readonly Country[] | undefined;
  provinces: readonly Province[] | undefined;
  labels?: Partial<typeof CONTACT_LABELS>;
}

export function ContactPersonSection({
  name = 'contactInfo',
  client,
  countries,
  provinces,
  labels,
}: ContactPersonSectionProps) {
  useUiLocale();
  const text = { ...CONTACT_LABELS, ...labels };
  const path = (key: string) => fieldPath(name, key);
  const required = (value: unknown) => (isMissing(value) ? MESSAGES.REQUIRED : undefined);
  const email = requestEmailSchema(client);
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name={path('companyName')}
          label={text.companyName}
          autoComplete="organization"
          className="sm:col-span-2"
        />
        <TextField
          name={path('email')}
          label={text.email}
          type="email"
          required
          validate={(value) => validateField(email, value)}
          autoComplete="email"
          className="sm:col-span-2"
        />
        <TextField
          name={path('firstName')}
          label={text.firstName}
          required
          validate={required}
          autoComplete="given-name"
        />
        <TextField
          name={path('lastName')}
          label={text.lastName}
          required
          validate={required}
          autoComplete="family-name"
        />
        <TextField name={path('phoneNumber')} label={text.phoneNumber} type="tel" autoComplete="tel" />
      </div>
      <AddressSection name={name} countries={countries} provinces={provinces} required={false} />
    </div>
  );
}
