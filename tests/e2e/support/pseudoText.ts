// Which texts on a page in a pseudo-locale are fine without the locale's brackets: the rules, with no page
// in them (the page side is untranslated.ts). A message in a pseudo-locale is bracketed as a whole
// (lib/pseudo-catalogue.mjs), so a message whose placeholders or tags split it into several text nodes still
// opens with `[` and closes with `]`: a node is covered when every letter in it lies between the two, counted
// in a surrounding element's text. Outside the brackets a text may still be fine: it has no letters, it is
// data the server sent (names, titles, language names), or it is made of the words Intl formats dates,
// currencies and sizes with.

const LETTER = /\p{L}/u;

/** How many brackets are open at the end of `text`. */
function depthAfter(text: string, start = 0): number {
  let depth = start;
  for (const char of text) {
    if (char === '[') depth += 1;
    else if (char === ']') depth = Math.max(0, depth - 1);
  }
  return depth;
}

/** Whether every letter of `text` lies inside a bracket opened in `before` or in `text` itself. */
export function lettersInsideBrackets(before: string, text: string): boolean {
  let depth = depthAfter(before);
  for (const char of text) {
    if (char === '[') depth += 1;
    else if (char === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && LETTER.test(char)) return false;
  }
  return true;
}

/**
 * A text node is covered by a bracket when, in the text of its parent or of one of the next ancestors (the
 * element a message split by tags was rendered into), every letter of it lies inside brackets.
 * `befores`: each such element's text before the node, nearest first.
 */
export const coveredByBrackets = (befores: readonly string[], text: string): boolean =>
  befores.some((before) => lettersInsideBrackets(before, text));

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Every string value in a JSON document, however deep. */
export function stringsOf(value: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') {
    const text = normalise(value);
    if (text) into.add(text);
  } else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/** Where a list of values (Intl.ListFormat's in English or German) puts its separators. */
const LIST_SEPARATOR = /\s*,\s*|\s+(?:and|und|or|oder)\s+/;

/**
 * Whether `text` is data the server sent: one of its strings as it is, a list of them, a name of its parts, or a
 * part of a longer
 * text it sent with markup or lines (instructions in HTML, a report's note), which the page shows element by
 * element.
 */
export function sentByServer(text: string, served: ReadonlySet<string>): boolean {
  const wanted = normalise(text);
  if (served.has(wanted)) return true;
  const items = wanted.split(LIST_SEPARATOR);
  if (items.length > 1 && items.every((item) => served.has(item))) return true;
  // A person's name from its parts (first and last name).
  const parts = wanted.split(' ');
  if (parts.length > 1 && parts.length <= 3 && parts.every((part) => served.has(part))) return true;
  for (const value of served)
    if ((value.includes('<') || value.length > 80) && value.includes(wanted) && wanted.length > 2)
      return true;
  return false;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words Intl puts into dates, money and sizes in `locales`: month and weekday names, day periods,
 * currency symbols and codes, byte units. Longest first, so a pattern prefers "März" to "Mä".
 */
export function intlWords(locales: readonly string[]): string[] {
  const words = new Set<string>();
  const add = (parts: Intl.DateTimeFormatPart[] | Intl.NumberFormatPart[], types: readonly string[]) => {
    for (const part of parts) if (types.includes(part.type) && LETTER.test(part.value)) words.add(part.value);
  };
  for (const locale of locales) {
    for (const style of ['long', 'short', 'narrow'] as const) {
      const months = new Intl.DateTimeFormat(locale, { month: style, day: 'numeric' });
      const weekdays = new Intl.DateTimeFormat(locale, { weekday: style });
      for (let month = 0; month < 12; month++)
        add(months.formatToParts(new Date(2024, month, 15)), ['month']);
      for (let day = 1; day <= 7; day++) add(weekdays.formatToParts(new Date(2024, 0, day)), ['weekday']);
    }
    for (const style of ['medium', 'short'] as const) {
      const times = new Intl.DateTimeFormat(locale, { dateStyle: style, timeStyle: 'medium' });
      for (const hour of [3, 15])
        add(times.formatToParts(new Date(2024, 0, 1, hour)), ['dayPeriod', 'literal']);
    }
    for (const currency of Intl.supportedValuesOf('currency'))
      for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code'] as const)
        add(
          new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).formatToParts(1),
          ['currency'],
        );
    for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte'])
      for (const unitDisplay of ['short', 'narrow'] as const)
        add(new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).formatToParts(2), ['unit']);
  }
  return [...words].map((word) => word.trim()).sort((a, b) => b.length - a.length);
}

/** Matches any of Intl's `words` (intlWords) standing as a word of its own. */
export const intlPattern = (words: readonly string[]): RegExp =>
  new RegExp(`(?<!\\p{L})(?:${words.map(escape).join('|')})(?!\\p{L})`, 'gu');

/** Whether the only letters of `text` are Intl's own words (a date, an amount, a size). */
export const madeByIntl = (text: string, intl: RegExp): boolean => !LETTER.test(text.replace(intl, ''));

/** A visible text of the page outside every bracket, and the elements' texts before it (nearest first). */
export interface PageText {
  text: string;
  befores: string[];
}

/** The texts a pseudo-locale page shows that none of the rules accepts: hard-coded words. */
export function unbracketed(texts: readonly PageText[], served: ReadonlySet<string>, intl: RegExp): string[] {
  return texts
    .filter(({ text, befores }) => LETTER.test(text) && !coveredByBrackets(befores, text))
    .map(({ text }) => normalise(text))
    .filter((text) => !sentByServer(text, served) && !madeByIntl(text, intl));
}
