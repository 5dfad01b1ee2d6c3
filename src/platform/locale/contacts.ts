// The provider's contact details per variant (footer, terms dialog, auto-quote footer). The spec only
// says the variants differ in contact details and postal address; these values are placeholders of the
// provider (fictional: 555-01xx and Ofcom drama numbers, example.com mail) until real ones are supplied.
import type { LocaleVariant } from './localePath';

export interface PostalAddress {
  companyName: string;
  lines: readonly string[];
  country: string;
}

export interface ContactDetails {
  supportEmail: string;
  phoneNumber: string;
  address: PostalAddress;
}

export const PROVIDER_CONTACTS: Readonly<Record<LocaleVariant, ContactDetails>> = {
  US: {
    supportEmail: 'support@llts.example.com',
    phoneNumber: '+1 (212) 555-0147',
    address: {
      companyName: 'LLTS Language Services, Inc.',
      lines: ['120 Hudson Street, 9th Floor', 'New York, NY 10013'],
      country: 'United States',
    },
  },
  UK: {
    supportEmail: 'support.uk@llts.example.com',
    phoneNumber: '+44 20 7946 0321',
    address: {
      companyName: 'LLTS Language Services Ltd',
      lines: ['18 Finsbury Circus, 3rd Floor', 'London EC2M 7EB'],
      country: 'United Kingdom',
    },
  },
};

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

/**
 * Contact details for a variant; a branch's own support e-mail and phone win where set (the postal
 * address is the variant's: branches carry none).
 */
export function contactDetails(
  variant: LocaleVariant,
  branch?: { supportEmail?: string | null; phoneNumber?: string | null } | null,
): ContactDetails {
  const defaults = PROVIDER_CONTACTS[variant];
  return {
    supportEmail: present(branch?.supportEmail) ?? defaults.supportEmail,
    phoneNumber: present(branch?.phoneNumber) ?? defaults.phoneNumber,
    address: defaults.address,
  };
}

/** A phone number as a tel: link (digits and a leading +, the formatting dropped). */
export const telHref = (phone: string): `tel:${string}` => `tel:${phone.replace(/[^+\d]/g, '')}`;
