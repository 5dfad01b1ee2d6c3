// User-facing labels of closed value sets, keyed by the enum so a new member fails the type check.
import type { HumanEscalationReason, PaymentType } from './enums';

export const HUMAN_ESCALATION_REASON_LABELS: Readonly<Record<HumanEscalationReason, string>> = {
  CLEAN_UP_FORMATTING: 'Clean up formatting',
  NEED_HUMAN_TRANSLATION: 'Need human translation',
  OTHER: 'Other',
};

export const PAYMENT_TYPE_LABELS: Readonly<Record<PaymentType, string>> = {
  CREDIT_CARD: 'Credit Card',
  BILL_TO_ACCOUNT: 'Bill to an account',
  INVOICE_DIRECTLY: 'Invoice directly',
};
