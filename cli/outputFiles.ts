// Folders and files at paths the user chose (-o, --out, LLTS_CONFIG_DIR): made and written so that every
// failure is a Node file-system error naming the path, which handleError tells in one line (exit 2).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { lstat, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from './errors';

/**
 * `mkdir -p` that fails at once. Node 20's recursive mkdir spins forever where mkdir answers ENOENT although
 * the parent exists (any new folder under /proc), so the missing folders are made one by one here.
 */
export function makeFolder(path: string, mode?: number): void {
  const missing: string[] = [];
  for (let at = resolve(path); !existsSync(at); at = dirname(at)) {
    missing.unshift(at);
    if (dirname(at) === at) break;
  }
  // An existing file in the way: mkdir's own EEXIST names it.
  if (missing.length === 0 && !statSync(path).isDirectory()) mkdirSync(path);
  for (const folder of missing) {
    try {
      mkdirSync(folder, { mode });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Made meanwhile by someone else: fine when it is a folder.
      if (code === 'EEXIST' && statSync(folder, { throwIfNoEntry: false })?.isDirectory()) continue;
      if (code === 'ENOENT' && existsSync(dirname(folder))) {
        throw new UsageError(`Cannot create the folder ${folder}: its file system takes no new folders.`);
      }
      throw error;
    }
  }
}

/** Writes a file the user asked for. A symbolic link at its path is replaced, never followed. */
export async function writeOutputFile(file: string, data: string | Uint8Array): Promise<void> {
  if ((await lstat(file).catch(() => undefined))?.isSymbolicLink()) await rm(file);
  try {
    await writeFile(file, data);
  } catch (error) {
    // A failed write (ENOSPC on a full disk, /dev/full) carries no path of its own: give it the file's.
    const e = error as NodeJS.ErrnoException;
    if (e.syscall && !e.path) e.path = file;
    throw error;
  }
}
