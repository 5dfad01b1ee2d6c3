// A list of names inside a sentence (files, languages): in English joined with ', ' as the spec's messages
// write it; in another interface language, as that language writes a list (German: 'a, b und c').
import { formattingLocale } from '../i18n/activeLocale';

const formatters = new Map<string, Intl.ListFormat>();

export function formatList(items: readonly string[]): string {
  const locale = formattingLocale();
  if (locale === undefined) return items.join(', ');
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = new Intl.ListFormat(locale, { type: 'conjunction' })));
  return formatter.format(items);
}
