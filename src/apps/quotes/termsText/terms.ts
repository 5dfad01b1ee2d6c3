// The terms of the auto-quote page (part 1 §9: ten sections; invoices at month end, claims within 30 days,
// late interest of 1.5% a month (18% a year), defects fixed within 30 days). Only the contracting company
// and the governing law differ between the US and UK variants. The words are the tool's catalogue's.
import type { LocaleVariant } from '../../../platform/locale/localePath';
import { PROVIDER_CONTACTS } from '../../../platform/locale/contacts';
import type { termsMessages } from './messages';

export interface TermsSection {
  title: string;
  paragraphs: readonly string[];
}

/** Each section's title and paragraphs by id, in order. */
const SECTIONS = [
  ['quotes.terms.s1.title', ['quotes.terms.s1.p1']],
  ['quotes.terms.s2.title', ['quotes.terms.s2.p1', 'quotes.terms.s2.p2']],
  ['quotes.terms.s3.title', ['quotes.terms.s3.p1']],
  ['quotes.terms.s4.title', ['quotes.terms.s4.p1']],
  ['quotes.terms.s5.title', ['quotes.terms.s5.p1']],
  ['quotes.terms.s6.title', ['quotes.terms.s6.p1', 'quotes.terms.s6.p2']],
  ['quotes.terms.s7.title', ['quotes.terms.s7.p1', 'quotes.terms.s7.p2']],
  ['quotes.terms.s8.title', ['quotes.terms.s8.p1']],
  ['quotes.terms.s9.title', ['quotes.terms.s9.p1']],
  ['quotes.terms.s10.title', ['quotes.terms.s10.p1', 'quotes.terms.s10.p2']],
] as const;

export function termsSections(variant: LocaleVariant, t: (typeof termsMessages)['t']): TermsSection[] {
  const values = { provider: PROVIDER_CONTACTS[variant].address.companyName, variant };
  return SECTIONS.map(([title, paragraphs]) => ({
    title: t(title),
    paragraphs: paragraphs.map((paragraph) => t(paragraph, values)),
  }));
}
