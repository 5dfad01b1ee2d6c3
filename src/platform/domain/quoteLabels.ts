// Labels shared by the quote page and the quote PDF: ids in the platform's catalogue (the page shows them in
// the reader's language), and their English (the PDF and the CLI). Nothing heavier (moment, the summary) comes
// with them: the shell shows the quote page's skeleton with these words while the quote tool loads.
import { englishLabels } from '../i18n/runtime';
import { domainMessages } from './messages';
import { AUTO_QUOTE_VALIDITY_DAYS } from './timing';

export const QUOTE_LABEL_IDS = {
  pageTitle: 'quote.pageTitle',
  language: 'quote.language',
  created: 'quote.created',
  sourceLanguage: 'quote.sourceLanguage',
  targetLanguages: 'quote.targetLanguages',
  acceptanceStatus: 'quote.acceptanceStatus',
  referenceId: 'quote.referenceId',
  notAnswered: 'quote.notAnswered',
  breakdownTitle: 'quote.breakdownTitle',
  professionalServices: 'quote.professionalServices',
  serviceName: 'quote.serviceName',
  units: 'quote.units',
  unitName: 'quote.unitName',
  pages: 'quote.pages',
  rate: 'quote.rate',
  cost: 'quote.cost',
  total: 'quote.total',
  validity: 'quote.validity',
  answerBy: 'quote.answerBy',
  addressHeading: 'quote.addressHeading',
} as const;

/** The validity message's value (its `{days}`). */
export const QUOTE_VALIDITY_VALUES = { days: AUTO_QUOTE_VALIDITY_DAYS };

export const QUOTE_LABELS = englishLabels(domainMessages, QUOTE_LABEL_IDS, QUOTE_VALIDITY_VALUES);
