// Text for pdf-lib's standard fonts, which encode WinAnsi only: pdf-lib throws on any other character (an
// arrow, a CJK quote name, an emoji). Lookalikes become their WinAnsi spelling; anything else becomes '?', so
// a quote always renders instead of failing on one character of its name.
const LOOKALIKES: Readonly<Record<string, string>> = {
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': '\u00A0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2032': "'",
  '\u2033': '"',
};

/** Line breaks and tabs are the layout's job: spaces. Other control and zero-width characters are dropped. */
const SPACED = new Set([0x09, 0x0a, 0x0d]);
const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0xfeff]);
const isDropped = (code: number) => code < 0x20 || code === 0x7f || ZERO_WIDTH.has(code);

/**
 * A function making any text drawable with a font whose encodable code points are `supported` (pdf-lib's
 * `font.getCharacterSet()`). Code points, not UTF-16 units: an emoji is one '?', not two.
 */
export function winAnsiSafe(supported: Iterable<number>): (text: string) => string {
  const set = new Set(supported);
  return (text) => {
    let out = '';
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      if (SPACED.has(code)) out += ' ';
      else if (isDropped(code)) continue;
      else if (set.has(code)) out += char;
      else if (Object.hasOwn(LOOKALIKES, char)) out += LOOKALIKES[char];
      else out += '?';
    }
    return out;
  };
}
