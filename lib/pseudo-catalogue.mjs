// The pseudo-locales, made from English when the catalogues are compiled (never stored, so never stale): every
// letter accented, each message about a third longer and bracketed, so a word left out of the catalogues
// (unbracketed), a message cut short (no closing bracket) or a layout that cannot take longer words shows at a
// glance. The right-to-left one also runs each message right to left, for a mirrored layout with text of that
// direction. Only the words change: arguments, plural and select keys and `#` stay as they are.
import { parse } from '@messageformat/parser';

export const PSEUDO_LOCALES = ['en-XA', 'ar-XB'];

const ACCENTED = Object.fromEntries(
  [...'abcdeghiklmnorstuwyzABCDEGHIKLNORSTUWYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéĝĥíķĺɱñöŕšţûŵýžÅƁÇĐÉĜĤÍĶĹŃÖŘŠŢÛŴÝŽ'][index],
  ]),
);

/** How much longer than English a message becomes: German and Finnish run about this much longer. */
const EXPANSION = 0.35;
const PADDING_WORD = 6;

const accent = (text) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

/** Text as ICU again: apostrophes doubled, braces (and `#` in a plural) quoted. */
const quoted = (text, inPlural) =>
  text.replace(/'/g, "''").replace(inPlural ? /[{}#]/g : /[{}]/g, (syntax) => `'${syntax}'`);

function icu(tokens, inPlural, words) {
  return tokens
    .map((token) => {
      switch (token.type) {
        case 'content':
          return quoted(words(token.value), inPlural);
        case 'octothorpe':
          return '#';
        case 'argument':
          return `{${token.arg}}`;
        case 'function':
          return `{${token.arg}, ${token.key}${token.param ? `, ${icu(token.param, false, (text) => text)}` : ''}}`;
        default: {
          const plural = token.type !== 'select';
          const offset = token.pluralOffset ? ` offset:${token.pluralOffset}` : '';
          const cases = token.cases.map((branch) => `${branch.key} {${icu(branch.tokens, plural, words)}}`);
          return `{${token.arg}, ${token.type},${offset} ${cases.join(' ')}}`;
        }
      }
    })
    .join('');
}

/** The length of a message's own words outside its plural and select branches. */
const textLength = (tokens) =>
  tokens.reduce((sum, token) => sum + (token.type === 'content' ? token.value.length : 0), 0);

/** One English ICU message in the pseudo-locale: `[Ŷöûŕ ǫûöţé ~~~]`. */
export function pseudoMessage(message, locale) {
  const tokens = parse(message, { strict: false });
  // The extra length comes as short words (`~~~~~~ ~~`), as a longer language's does: one unbroken run as long
  // as a third of a sentence would be a word no language has, wider than a phone's line.
  const extra = Math.max(1, Math.ceil(textLength(tokens) * EXPANSION));
  const padding = `${'~'.repeat(PADDING_WORD)} `
    .repeat(Math.ceil(extra / PADDING_WORD))
    .slice(0, extra)
    .trimEnd();
  const body = `[${icu(tokens, false, accent)} ${padding}]`;
  // Right-to-left override: the Latin letters then run from the right, as the text of an RTL language does.
  return locale === 'ar-XB' ? `\u202e${body}\u202c` : body;
}

/** English messages by id (ICU) in the pseudo-locale. */
export const pseudoCatalogue = (english, locale) =>
  Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message, locale)]));
