// Names in the order people read them: English collation, case and accents not deciding (sensitivity
// base). One collator for every list, made on first use: each costs ~7 ms of ICU set-up (a phone's profile
// of the request form showed two made at start-up, one at import), paid by every llts command otherwise.
let collator: Intl.Collator | undefined;

/** Compares two names (missing ones as empty) for sorting. */
export function compareNames(a: string | null | undefined, b: string | null | undefined): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return collator.compare(a ?? '', b ?? '');
}

/** A copy sorted by name; the input is left untouched. */
export function sortByName<T extends { name?: string | null }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareNames(a.name, b.name));
}
