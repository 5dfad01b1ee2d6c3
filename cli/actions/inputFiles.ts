// Files named on the command line, as the platform's UploadableFile (a name and a Blob). Blobs are backed
// by the file (openAsBlob), so sizes are checked before anything is read. Every unreadable path is named.
import { constants, openAsBlob } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { UploadableFile } from '../../src/platform/domain/entities/upload';
import { UsageError } from '../errors';

async function problemWith(path: string): Promise<string | undefined> {
  try {
    const info = await stat(path);
    if (!info.isFile()) return `${path}: not a file`;
    await access(path, constants.R_OK);
    return undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `${path}: no such file`;
    if (code === 'EACCES') return `${path}: permission denied`;
    return `${path}: cannot be read (${code ?? (error as Error).message})`;
  }
}

export async function readInputFiles(
  paths: readonly string[],
  cwd: string,
  what = 'file',
): Promise<UploadableFile[]> {
  const absolute = paths.map((path) => resolve(cwd, path));
  const problems = (await Promise.all(absolute.map(problemWith))).map(
    (p, i) => p && p.replace(absolute[i], paths[i]),
  );
  const named = problems.filter((p): p is string => !!p);
  if (named.length > 0) {
    throw new UsageError(
      `Cannot read ${named.length === 1 ? `the ${what}` : `${named.length} ${what}s`}:`,
      named.map((p) => `  ${p}`),
    );
  }
  return Promise.all(absolute.map(async (path) => ({ name: basename(path), data: await openAsBlob(path) })));
}

/** --text's value: the text itself, or @file to read it from a file. */
export async function textArgument(value: string, cwd: string): Promise<string> {
  if (!value.startsWith('@')) return value;
  const path = value.slice(1);
  const problem = await problemWith(resolve(cwd, path));
  if (problem)
    throw new UsageError(`Cannot read the text file: ${problem.replace(resolve(cwd, path), path)}`);
  return readFile(resolve(cwd, path), 'utf8');
}
