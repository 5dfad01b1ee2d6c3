// Name order: the collator's (English, case and accents not deciding), whether or not a pair of names
// takes the shortcut for plain ones.
import { describe, expect, it } from 'vitest';
import { compareNames, sortByName } from '../../../../src/platform/domain/names';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sign = (n: number) => Math.sign(n);

/** A deterministic stream of names over `alphabet` (a small LCG: the same names on every run). */
function names(alphabet: string, count: number, seed = 7): string[] {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: next() % 7 }, () => alphabet[next() % alphabet.length]).join(''),
  );
}

describe('compareNames', () => {
  it('orders plain names (letters, digits, spaces, brackets) exactly as the collator does', () => {
    const sample = [
      ...names('aAbBzZ09 ()', 400),
      'English',
      'english',
      'English (United States)',
      'English (UK)',
      'Chinese (Simplified)',
      'Chinese',
      'Zulu',
      'a b',
      'ab',
      '10',
      '9',
      '',
    ];
    for (const a of sample)
      for (const b of sample.slice(0, 60))
        expect(sign(compareNames(a, b)), `${a} | ${b}`).toBe(sign(collator.compare(a, b)));
  });

  it('leaves other names to the collator: accents and punctuation as English readers order them', () => {
    expect(compareNames('Español', 'espanol')).toBe(0);
    expect(sortByName([{ name: 'Zulu' }, { name: 'Ázeri' }, { name: 'Bosnian' }]).map((l) => l.name)).toEqual(
      ['Ázeri', 'Bosnian', 'Zulu'],
    );
    for (const [a, b] of [
      ['a-b', 'a,b'],
      ['a_b', 'a-b'],
      ['Ö', 'O'],
      ['x.y', 'x y'],
    ])
      expect(sign(compareNames(a, b)), `${a} | ${b}`).toBe(sign(collator.compare(a, b)));
  });

  it('sorts missing names as empty ones, first', () => {
    expect(sortByName([{ name: 'b' }, { name: null }, {}, { name: 'A' }]).map((l) => l.name ?? '')).toEqual([
      '',
      '',
      'A',
      'b',
    ]);
  });
});
