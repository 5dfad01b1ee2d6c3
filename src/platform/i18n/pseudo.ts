// The pseudo-locales, made from English when chosen (never stored, so never stale): every letter accented,
// each message about a third longer and bracketed, so a word left out of the catalogues (unbracketed), a
// message cut short (no closing bracket) or a layout that cannot take longer words shows at a glance. The
// right-to-left one also runs each message right to left, for a mirrored layout with text of that direction.
import type { Messages } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { PseudoLocale } from './locales';

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdeghiklmnorstuwyzABCDEGHIKLNORSTUWYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéĝĥíķĺɱñöŕšţûŵýžÅƁÇĐÉĜĤÍĶĹŃÖŘŠŢÛŴÝŽ'][index]!,
  ]),
);

/** How much longer than English a message becomes: German and Finnish run about this much longer. */
const EXPANSION = 0.35;

const accent = (text: string) => text.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter);

type Token = CompiledMessage[number];

function textLength(tokens: CompiledMessage): number {
  return tokens.reduce((sum: number, token) => sum + (typeof token === 'string' ? token.length : 0), 0);
}

function pseudoTokens(tokens: CompiledMessage): CompiledMessage {
  return tokens.map((token): Token => {
    // '#' inside a plural branch is the count, kept as it is.
    if (typeof token === 'string') return token === '#' ? token : accent(token);
    const [name, type, format] = token;
    if (
      format &&
      typeof format === 'object' &&
      (type === 'plural' || type === 'select' || type === 'selectordinal')
    )
      return [
        name,
        type,
        Object.fromEntries(
          Object.entries(format).map(([key, branch]) => [
            key,
            Array.isArray(branch) ? pseudoTokens(branch) : branch,
          ]),
        ),
      ] as Token;
    return token;
  });
}

/** One English message in the pseudo-locale: `[Ŷöûŕ ǫûöţé ~~~]`. */
export function pseudoMessage(message: CompiledMessage, locale: PseudoLocale): CompiledMessage {
  const padding = '~'.repeat(Math.max(1, Math.ceil(textLength(message) * EXPANSION)));
  const body = pseudoTokens(message);
  // Right-to-left override: the Latin letters then run from the right, as the text of an RTL language does.
  return locale === 'ar-XB' ? ['\u202e[', ...body, ` ${padding}]\u202c`] : ['[', ...body, ` ${padding}]`];
}

export function pseudoMessages(english: Messages, locale: PseudoLocale): Messages {
  return Object.fromEntries(
    Object.entries(english).map(([id, message]) => [
      id,
      Array.isArray(message) ? pseudoMessage(message, locale) : message,
    ]),
  );
}
