// Automatically generated ballpark quotes (keyed by job request id) and what is sent when accepting one.

import type { JobRequestStatus, PaymentType, QuoteAcceptanceStatus } from '../enums';
import type { NamedRef } from './geography';

export interface AutoQuote {
  /** Unset until the client answers. */
  acceptanceStatus?: QuoteAcceptanceStatus | null;
  /** ISO date-time; past it the quote counts as expired. */
  acceptanceDeadline?: string | null;
  creationDate: string;
  pricePerPage: number;
  price: number;
  /** ISO code: USD, EUR, GBP. */
  currency: string;
  /** Over all target languages; pages per language = totalPages / number of targets. */
  totalPages: number;
}

export interface AutoQuoteResponse {
  /** The job request's overall status: answerable only in QUOTE_READY_FOR_CLIENT_REVIEW. */
  status: JobRequestStatus;
  name: string;
  sourceLanguage: { name: string };
  targetLanguages: { name: string }[];
  autoQuote: AutoQuote;
  // Shape not shown in the spec: the page shows a "reference id"; the job request's external reference.
  externalReferenceId?: string | null;
}

export interface BillingContact {
  address1?: string;
  address2?: string;
  city?: string;
  province?: NamedRef | null;
  country?: NamedRef | null;
  zipCode?: string;
  /** Invoice directly only. */
  email?: string;
  /** Invoice directly only. */
  phoneNumber?: string;
}

export interface BillingAccount {
  clientIdNumber: string;
  personalCode?: string;
}

/** Credit card sends billingContact; bill to account sends billingAccount; invoice directly a contact. */
export interface PaymentPreferences {
  paymentType: PaymentType;
  billingContact?: BillingContact;
  billingAccount?: BillingAccount;
}

export interface AcceptAutoQuoteRequest {
  paymentPreferences: PaymentPreferences;
}

export interface RejectQuoteRequest {
  /** Optional; trimmed, and left out when blank. */
  rejectionReason?: string;
}
