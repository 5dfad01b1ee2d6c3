// Names in the order people read them: English collation, case and accents not deciding (sensitivity
// base). One collator for every list, made on first use: each costs an ICU set-up (a phone's profile
// of the request form showed two made at start-up, one at import), paid by every llts command otherwise.
let collator: Intl.Collator | undefined;

// Letters, digits, spaces and round brackets (most language and company names): for these, the collation
// order (spaces, then brackets, then digits, then letters, case not deciding) is that of the lower-cased
// code points, so two such names are compared without the collator. `llts quote show` sorted a quote's
// languages and made a collator for it alone.
const PLAIN = /^[A-Za-z0-9 ()]*$/;

/** Compares two names (missing ones as empty) for sorting. */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  const [x, y] = [a ?? '', b ?? ''];
  if (PLAIN.test(x) && PLAIN.test(y)) {
    const [p, q] = [x.toLowerCase(), y.toLowerCase()];
    return p < q ? -1 : p > q ? 1 : 0;
  }
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return collator.compare(x, y);
}

/** A copy sorted by name; the input is left untouched. */
export function sortByName<T extends { name?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
