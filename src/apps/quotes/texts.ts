// The page's own copy in one place, so component and end-to-end tests quote the same words. Messages the
// spec gives verbatim (agreement, 'Conflict error', 'Required') live in the platform, not here.
import { AUTO_QUOTE_VALIDITY_DAYS } from '../../platform/domain/timing';
import { QUOTE_LABELS } from '../../platform/domain/quoteLabels';

export const TEXTS = {
  // The labels the quote PDF shares (estimate, breakdown, total, validity, issuer) come from the platform.
  ...QUOTE_LABELS,
  loading: 'Loading your quote…',
  notFoundTitle: 'We could not open this quote',
  returnHome: 'Return to home page',
  requestNewQuote: 'Request a new quote',
  downloadPdf: 'Download PDF',
  preparingPdf: 'Preparing PDF…',
  pdfFailed: 'The PDF could not be made.',

  answerTitle: 'Accept or reject this quote',
  agreementLabel: 'I have read and agree to the Terms of Service and Privacy Policy.',
  openTerms: 'Read the Terms and Conditions',
  accept: 'Accept',
  reject: 'Reject',
  notOpen: 'This quote is not open for an answer yet. We will e-mail you when it is ready for your review.',
  alreadyAccepted: 'This quote has been accepted.',
  alreadyRejected: 'This quote has been rejected.',

  paymentTitle: 'How would you like to pay?',
  paymentOption: 'Payment option',
  // The address fields use the kit's labels (ADDRESS_LABELS), as every address form does.
  billingAddress: 'Billing address',
  loadingOptions: 'Loading…',
  clientIdNumber: 'Client id number',
  personalCode: 'Personal code',
  billingEmail: 'Billing e-mail',
  billingPhone: 'Billing phone',
  confirmAccept: 'Accept quote',
  accepting: 'Accepting…',
  cancel: 'Cancel',

  rejectTitle: 'Reject this quote',
  rejectReason: 'Reason (optional)',
  rejectHint: 'Tell us why, so we can make a better offer next time.',
  confirmReject: 'Reject quote',
  rejecting: 'Rejecting…',

  termsTitle: 'Terms and Conditions',
  /** Names the terms dialog's scrolling text, which keyboard users focus to scroll. */
  termsBodyLabel: 'Terms and Conditions text',
  close: 'Close',

  acceptedTitle: 'Thank you, your quote is accepted',
  acceptedText:
    'We have received your acceptance and payment preferences. Your project manager will contact you shortly to confirm the schedule.',
  rejectedTitle: 'Your quote has been rejected',
  rejectedText: 'Thank you for letting us know. You are welcome to request a new quote at any time.',
  expiredTitle: 'This quote has expired',
  expiredText: `Quotes are valid for ${AUTO_QUOTE_VALIDITY_DAYS} days unless otherwise stated, and this one can no longer be accepted. Please request a new quote and we will prepare an updated estimate for you.`,
} as const;
