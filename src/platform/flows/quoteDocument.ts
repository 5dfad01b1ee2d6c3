// The auto quote as a printable document: what the PDF says, as data, built from the same summary
// the quote page and `llts quote show` present (autoQuoteSummary), so the PDF from the page and from the CLI
// cannot disagree. Pure: no pdf-lib here (quotePdf.ts lays this out), so it stays cheap to import and test.
import type { AutoQuoteResponse } from '../domain/entities/autoQuote';
import type { ContactDetails } from '../locale/contacts';
import { formatDisplayDate } from '../locale/dates';
import { QUOTE_LABELS } from '../domain/quoteLabels';
import { summariseAutoQuote } from './autoQuoteSummary';
import { domainMessages } from '../domain/messages';
import { englishLabels } from '../i18n/runtime';

export { QUOTE_LABELS };

/** An answered quote's status by its id in the platform's catalogue. */
export const ACCEPTANCE_LABEL_IDS = { ACCEPTED: 'quote.accepted', REJECTED: 'quote.rejected' } as const;

export const ACCEPTANCE_LABELS: Readonly<Record<string, string>> = englishLabels(
  domainMessages,
  ACCEPTANCE_LABEL_IDS,
);

/** The terms summary of part 1 §9, in the words of the full terms (sections 5 to 7 of the dialog). */
export const TERMS_SUMMARY: readonly string[] = [
  'Invoices are issued at the end of each month for the services delivered during that month.',
  'Overdue invoices bear interest of 1.5% per month (18% per year).',
  'Claims about the deliverables must be made in writing within 30 days of delivery.',
  'Justified defects are fixed free of charge within 30 days of receiving the claim.',
];

export const QUOTE_DOCUMENT_TEXTS = {
  documentTitle: 'Quote',
  validityTitle: 'Validity',
  deadline: 'Acceptance deadline',
  termsTitle: 'Terms summary',
  termsNote: 'The full Terms and Conditions are on the quote page and apply to the accepted quote.',
} as const;

export interface QuoteDocumentLine {
  language: string;
  service: string;
  unit: string;
  pages: string;
  rate: string;
  cost: string;
}

export interface QuoteDocument {
  /** The PDF's metadata title and first heading. */
  title: string;
  name: string;
  facts: readonly (readonly [label: string, value: string])[];
  lines: readonly QuoteDocumentLine[];
  totalText: string;
  currency: string;
  validity: string;
  /** 'MMM DD, YYYY HH:mm:ss' in local time, or '' when the quote has none. */
  deadline: string;
  terms: readonly string[];
  issuer: { heading: string; companyName: string; lines: readonly string[] };
  /** The quote's creation date (ISO), kept as the document's date so two renderings are identical. */
  creationDate: string;
}

export interface QuoteDocumentOptions {
  jobRequestId: string;
  /** The variant's (and branch's) contact details: the issuer block. */
  contacts: ContactDetails;
}

export function quoteDocument(
  quote: AutoQuoteResponse,
  { jobRequestId, contacts }: QuoteDocumentOptions,
): QuoteDocument {
  // The state is not printed (the acceptance status is), so the clock passed is irrelevant.
  const summary = summariseAutoQuote(quote, 0, jobRequestId);
  const answer = summary.acceptanceStatus;
  const L = QUOTE_LABELS;
  const { address } = contacts;
  return {
    title: `${QUOTE_DOCUMENT_TEXTS.documentTitle} ${summary.referenceId ?? jobRequestId}`,
    name: summary.name ?? '',
    facts: [
      [L.referenceId, summary.referenceId ?? ''],
      [L.created, formatDisplayDate(summary.creationDate)],
      [L.sourceLanguage, summary.source],
      [L.targetLanguages, summary.targets.map((target) => target.language).join(', ')],
      [L.acceptanceStatus, answer ? (ACCEPTANCE_LABELS[answer] ?? answer) : L.notAnswered],
    ],
    lines: summary.targets.map((target) => ({
      language: target.language,
      service: L.serviceName,
      unit: L.unitName,
      pages: target.pagesText,
      rate: summary.pricePerPageText,
      cost: target.costText,
    })),
    totalText: summary.totalText,
    currency: summary.currency,
    validity: L.validity,
    deadline: formatDisplayDate(summary.acceptanceDeadline),
    terms: TERMS_SUMMARY,
    issuer: {
      heading: L.addressHeading,
      companyName: address.companyName,
      lines: [...address.lines, address.country, `${contacts.supportEmail} · ${contacts.phoneNumber}`],
    },
    creationDate: summary.creationDate,
  };
}

/** 'quote-AQ-2024100.pdf': the reference id (else the job request id), reduced to file-name-safe characters. */
export function quotePdfFileName(
  quote: Pick<AutoQuoteResponse, 'externalReferenceId'>,
  jobRequestId: string,
): string {
  const id = (quote.externalReferenceId || jobRequestId).replace(/[^\w.-]+/g, '_').slice(0, 80);
  return `quote-${id || 'auto'}.pdf`;
}
