// The page's own copy in one place, so component and end-to-end tests quote the same words. Messages the
// spec gives verbatim (agreement, 'Conflict error', 'Required') live in the platform, not here.
import { AUTO_QUOTE_VALIDITY_DAYS } from '../../platform/domain/timing';
import { QUOTE_LABELS } from '../../platform/domain/quoteLabels';
import { QUOTE_ANSWER_LABELS } from '../../platform/flows/quoteAnswerLabels';

export const TEXTS = {
  // The labels the quote PDF shares (estimate, breakdown, total, validity, issuer) come from the platform.
  ...QUOTE_LABELS,
  // The words of the answer, which the CLI's UI driver looks for too.
  ...QUOTE_ANSWER_LABELS,
  loading: 'Loading your quote…',
  returnHome: 'Return to home page',
  requestNewQuote: 'Request a new quote',
  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing PDF…',
  pdfFailed: 'The PDF could not be made.',

  answerTitle: 'Accept or reject this quote',
  openTerms: 'Read the Terms and Conditions',

  paymentOption: 'Payment option',
  // The address fields use the kit's labels (ADDRESS_LABELS), as every address form does.
  billingAddress: 'Billing address',
  loadingOptions: 'Loading…',
  accepting: 'Accepting…',
  cancel: 'Cancel',

  rejectHint: 'Tell us why, so we can make a better offer next time.',
  rejecting: 'Rejecting…',

  termsTitle: 'Terms and Conditions',
  /** Names the terms dialog's scrolling text, which keyboard users focus to scroll. */
  termsBodyLabel: 'Terms and Conditions text',
  close: 'Close',

  acceptedText:
    'We have received your acceptance and payment preferences. Your project manager will contact you shortly to confirm the schedule.',
  rejectedText: 'Thank you for letting us know. You are welcome to request a new quote at any time.',
  expiredText: `Quotes are valid for ${AUTO_QUOTE_VALIDITY_DAYS} days unless otherwise stated, and this one can no longer be accepted. Please request a new quote and we will prepare an updated estimate for you.`,
} as const;
