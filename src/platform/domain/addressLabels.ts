// The one set of address labels (sign-up, a visitor's contact, the payment dialog): ids in the platform's
// catalogue, and their English, by which the CLI's UI driver and the tests find the fields. The spec names the
// fields, not their labels.
import { englishLabels } from '../i18n/runtime';
import { domainMessages } from './messages';

export const ADDRESS_LABEL_IDS = {
  address1: 'address.address1',
  address2: 'address.address2',
  city: 'address.city',
  country: 'address.country',
  province: 'address.province',
  zipCode: 'address.zipCode',
  noStates: 'address.noStates',
} as const;

export const ADDRESS_LABELS = englishLabels(domainMessages, ADDRESS_LABEL_IDS);
