// A KeyValueStorage in a JSON file, so `llts login` keeps a refreshable session for later invocations.
// Written atomically and readable by the user only: it holds tokens.
import { chmodSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { makeFolder } from './outputFiles';
import type { KeyValueStorage } from '../src/platform/storage/storage';

function read(file: string): Record<string, string> {
  if (!existsSync(file)) return {};
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, string>)
      : {};
  } catch {
    // A corrupt file is a lost session, not a crash: the user signs in again.
    return {};
  }
}

function write(file: string, values: Record<string, string>): void {
  if (Object.keys(values).length === 0) {
    rmSync(file, { force: true });
    return;
  }
  makeFolder(dirname(file), 0o700);
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  chmodSync(file, 0o600);
}

export function createFileStorage(file: string): KeyValueStorage {
  return {
    getItem: (key) => read(file)[key] ?? null,
    setItem(key, value) {
      write(file, { ...read(file), [key]: String(value) });
    },
    removeItem(key) {
      const values = read(file);
      if (!(key in values)) return;
      delete values[key];
      write(file, values);
    },
  };
}
