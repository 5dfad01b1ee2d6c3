// The one set of address labels (sign-up, a visitor's contact, the payment dialog): ids in the platform's
// catalogue, and their English, by which the CLI's UI driver finds the fields. The spec names the fields, not
// their labels.
import { englishLabels } from '../i18n/runtime';
import { ADDRESS_LABEL_IDS } from './addressLabelIds';
import { domainMessages } from './messages';

export { ADDRESS_LABEL_IDS };

export const ADDRESS_LABELS = englishLabels(domainMessages, ADDRESS_LABEL_IDS);
