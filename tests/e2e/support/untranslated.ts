// Finds the words a page in a pseudo-locale shows outside the locale's brackets: a string written into the
// code instead of a catalogue. The rules are in pseudoText.ts; here the page's visible text and the data its
// server sent. Data is every string of the JSON answers the page received (the API, the identity service,
// config.json): what the server says is shown as it is, in any language.
import { expect, type Page, type Response } from '@playwright/test';
import { intlPattern, intlWords, stringsOf, unbracketed, type PageText } from './pseudoText';

/**
 * The visible text nodes with letters that are not a whole bracketed message, each with the text of its
 * parent and next ancestors before it. Left out: hidden and aria-hidden text, a picture's, text marked as
 * not to be translated (translate="no": the provider's name and address, the demo's personas) and text
 * marked as another language than the page's (a language's own name in the language choice).
 */
function pageTexts(): PageText[] {
  const language = document.documentElement.lang;
  const whole = /^\s*\u202e?\[[^\]]*\]\u202c?\s*$/;
  const texts: PageText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!/\p{L}/u.test(text) || whole.test(text)) continue;
    const parent = node.parentElement;
    // A picture's text (an illustration's glyph) is part of the picture, which its label names.
    if (!parent || parent.closest('script, style, noscript, template, [aria-hidden="true"], [role="img"]'))
      continue;
    if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (parent.closest('[translate="no"]')) continue;
    if ((parent.closest('[lang]')?.getAttribute('lang') ?? language) !== language) continue;
    const befores: string[] = [];
    const range = document.createRange();
    for (let element: Element | null = parent, level = 0; element && level < 4; level++) {
      range.setStart(element, 0);
      range.setEnd(node, 0);
      befores.push(range.toString());
      element = element.parentElement;
    }
    texts.push({ text, befores });
  }
  return texts;
}

/** The strings of every JSON answer the page receives from now on. */
export function watchServedStrings(page: Page): { served: Set<string>; settled: () => Promise<void> } {
  const served = new Set<string>();
  const reading = new Set<Promise<void>>();
  const read = async (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    const body = await response.text().catch(() => '');
    try {
      stringsOf(JSON.parse(body), served);
    } catch {
      // Not JSON after all (an empty answer): nothing to learn from it.
    }
  };
  page.on('response', (response) => {
    const done = read(response).finally(() => reading.delete(done));
    reading.add(done);
  });
  return { served, settled: () => Promise.all(reading).then(() => undefined) };
}

const intlByLanguage = new Map<string, RegExp>();

/** Intl's words in English (the pseudo-locales' dates and amounts) and in the page's language. */
function intlOf(language: string): RegExp {
  let pattern = intlByLanguage.get(language);
  if (!pattern)
    intlByLanguage.set(language, (pattern = intlPattern(intlWords(['en-US', 'en-GB', language]))));
  return pattern;
}

/**
 * Soft: every visible text of the page in a pseudo-locale is inside its brackets, or data `served` (and
 * `typed`: what the test itself entered, shown back), or Intl's. The message lists each offending text.
 */
export async function expectAllBracketed(
  page: Page,
  what: string,
  { served, settled }: ReturnType<typeof watchServedStrings>,
  typed: readonly string[] = [],
): Promise<void> {
  // Polled: the page may show an answer before Playwright has told this process about it (its response
  // event comes later), so a text the server sent is checked again once its answer is read.
  await expect.soft
    .poll(
      async () => {
        const [texts, language] = await Promise.all([
          page.evaluate(pageTexts),
          page.evaluate(() => document.documentElement.lang),
          settled(),
        ]);
        const accepted = new Set([...served, ...typed]);
        return [...new Set(unbracketed(texts, accepted, intlOf(language)))];
      },
      { message: `texts outside the pseudo-locale's brackets on ${what}` },
    )
    .toEqual([]);
}
