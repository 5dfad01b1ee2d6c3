// Plain-text layout helpers for human output: aligned columns and key/value blocks. Cells hold server and
// file text, so their control characters are escaped here.
import { terminalText } from './terminalText';

/** Columns padded to their widest cell; the last column is never padded. */
export function table(header: readonly string[], unsafeRows: readonly (readonly string[])[]): string[] {
  const rows = unsafeRows.map((row) => row.map((cell) => terminalText(cell ?? '')));
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === cells.length - 1 ? cell : (cell ?? '').padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)];
}

/** "key: value" lines with the keys aligned; empty values are left out. */
export function fields(pairs: readonly (readonly [string, string | number | undefined | null])[]): string[] {
  const shown = pairs
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => [key, terminalText(String(value))] as const);
  const width = Math.max(0, ...shown.map(([key]) => key.length));
  return shown.map(([key, value]) => `${`${key}:`.padEnd(width + 1)} ${value}`);
}
