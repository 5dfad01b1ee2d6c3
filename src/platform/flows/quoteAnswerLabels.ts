// The quote page's words for answering a quote (part 1 §4–§5): the page (src/apps/quotes/texts.ts) shows them
// and the CLI's UI driver (cli/scenario/ui/pages/quotes.ts) looks for them, so the two never drift apart.
export const QUOTE_ANSWER_LABELS = {
  notFoundTitle: 'We could not open this quote',
  agreementLabel: 'I have read and agree to the Terms of Service and Privacy Policy.',
  accept: 'Accept',
  reject: 'Reject',
  notOpen: 'This quote is not open for an answer yet. We will e-mail you when it is ready for your review.',
  alreadyAccepted: 'This quote has been accepted.',
  alreadyRejected: 'This quote has been rejected.',
  paymentTitle: 'How would you like to pay?',
  clientIdNumber: 'Client id number',
  personalCode: 'Personal code',
  billingEmail: 'Billing e-mail',
  billingPhone: 'Billing phone',
  confirmAccept: 'Accept quote',
  acceptedTitle: 'Thank you, your quote is accepted',
  rejectTitle: 'Reject this quote',
  rejectReason: 'Reason (optional)',
  confirmReject: 'Reject quote',
  rejectedTitle: 'Your quote has been rejected',
  expiredTitle: 'This quote has expired',
} as const;
