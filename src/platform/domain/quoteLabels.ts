// Labels shared by the quote page and the quote PDF. Constants only: the shell shows the quote page's
// skeleton (with these words) while the quote tool loads, so nothing heavier (moment, the summary) may
// come with them.
import { AUTO_QUOTE_VALIDITY_DAYS } from './timing';

export const QUOTE_LABELS = {
  pageTitle: 'Your quote',
  language: 'Language',
  created: 'Created',
  sourceLanguage: 'Source language',
  targetLanguages: 'Target languages',
  acceptanceStatus: 'Acceptance status',
  referenceId: 'Reference id',
  notAnswered: 'Awaiting your answer',
  breakdownTitle: 'Cost per language',
  professionalServices: 'Professional services',
  serviceName: 'Translation',
  units: 'Units',
  unitName: 'Pages',
  pages: 'Pages',
  rate: 'Rate per page',
  cost: 'Cost',
  total: 'Total project cost',
  validity: `Quotes are valid for ${AUTO_QUOTE_VALIDITY_DAYS} days unless otherwise stated.`,
  answerBy: 'Please answer by',
  addressHeading: 'Quote issued by',
} as const;
