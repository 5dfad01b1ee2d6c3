// The quote page's words for answering a quote (part 1 §4–§5): the page shows them in the reader's language and
// the CLI's UI driver (cli/scenario/ui/pages/quotes.ts) looks for their English, so the two never drift apart.
import { domainMessages } from '../domain/messages';
import { englishLabels } from '../i18n/runtime';

export const QUOTE_ANSWER_LABEL_IDS = {
  notFoundTitle: 'quote.notFoundTitle',
  agreementLabel: 'quote.agreementLabel',
  accept: 'quote.accept',
  reject: 'quote.reject',
  notOpen: 'quote.notOpen',
  alreadyAccepted: 'quote.alreadyAccepted',
  alreadyRejected: 'quote.alreadyRejected',
  paymentTitle: 'quote.paymentTitle',
  clientIdNumber: 'quote.clientIdNumber',
  personalCode: 'quote.personalCode',
  billingEmail: 'quote.billingEmail',
  billingPhone: 'quote.billingPhone',
  confirmAccept: 'quote.confirmAccept',
  acceptedTitle: 'quote.acceptedTitle',
  rejectTitle: 'quote.rejectTitle',
  rejectReason: 'quote.rejectReason',
  confirmReject: 'quote.confirmReject',
  rejectedTitle: 'quote.rejectedTitle',
  expiredTitle: 'quote.expiredTitle',
} as const;

export const QUOTE_ANSWER_LABELS = englishLabels(domainMessages, QUOTE_ANSWER_LABEL_IDS);
