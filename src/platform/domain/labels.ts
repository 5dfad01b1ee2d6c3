// User-facing labels of closed value sets, keyed by the enum so a new member fails the type check.
import { englishLabels } from '../i18n/runtime';
import type { HumanEscalationReason, PaymentType } from './enums';
import { domainMessages } from './messages';

/** The reasons for a human translation by their ids in the platform's catalogue (AI Translation's form shows them translated). */
export const HUMAN_ESCALATION_REASON_LABEL_IDS = {
  CLEAN_UP_FORMATTING: 'humanEscalationReason.CLEAN_UP_FORMATTING',
  NEED_HUMAN_TRANSLATION: 'humanEscalationReason.NEED_HUMAN_TRANSLATION',
  OTHER: 'humanEscalationReason.OTHER',
} as const satisfies Record<HumanEscalationReason, string>;

/** Their English: the escalation's notes (read by the provider) and the CLI. */
export const HUMAN_ESCALATION_REASON_LABELS: Readonly<Record<HumanEscalationReason, string>> = englishLabels(
  domainMessages,
  HUMAN_ESCALATION_REASON_LABEL_IDS,
);

/** The payment options by their ids in the platform's catalogue (the quote page shows them translated). */
export const PAYMENT_TYPE_LABEL_IDS = {
  CREDIT_CARD: 'paymentType.CREDIT_CARD',
  BILL_TO_ACCOUNT: 'paymentType.BILL_TO_ACCOUNT',
  INVOICE_DIRECTLY: 'paymentType.INVOICE_DIRECTLY',
} as const satisfies Record<PaymentType, string>;

/** Their English (the CLI's words). */
export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = englishLabels(
  domainMessages,
  PAYMENT_TYPE_LABEL_IDS,
);
