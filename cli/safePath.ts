// File names and language ids in an API answer decide where downloads land: reduce each to one plain path
// segment and check the result stays inside the chosen folder, so a name like '../../x' or '/etc/x' from a
// wrong (or hostile) server never writes outside it.
import { basename, resolve, sep } from 'node:path';
import { CliFailure } from './errors';
import { isControlCharacter } from './terminalText';

/** The last segment of a server-given name, without control characters; `fallback` when nothing is left. */
export function safeSegment(name: string | null | undefined, fallback: string): string {
  const last = basename(String(name ?? '').replace(/\\/g, '/'));
  const cleaned = [...last]
    .filter((char) => !isControlCharacter(char))
    .join('')
    .trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

/** `dir` joined with the segments, refused if it would leave `dir`. */
export function pathInside(dir: string, ...segments: string[]): string {
  const root = resolve(dir);
  const path = resolve(root, ...segments);
  if (!path.startsWith(root + sep)) throw new CliFailure(`Refusing to write outside ${root}: ${path}`);
  return path;
}
