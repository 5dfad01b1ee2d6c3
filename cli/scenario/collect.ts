// Which files a `scenario run` or `validate` covers: the given files, and every .yaml/.yml below the
// given directories, in name order. Names starting with '_' (files or folders) are include-only fragments.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UsageError } from '../errors';

/** What `scenario run` and `validate` cover without paths. */
export const DEFAULT_SCENARIO_DIR = 'fixtures/scenarios';

const isYaml = (name: string) => /\.ya?ml$/i.test(name);

/**
 * Name order, case folded, by code point: the same for the names scenario files have as localeCompare,
 * without it. A process's first localeCompare builds an ICU collator, a noticeable share of a run.
 */
export function byFileName(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => byFileName(a.name, b.name))) {
    if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (entry.isFile() && isYaml(entry.name)) out.push(path);
  }
}

export function collectScenarioFiles(paths: readonly string[], cwd: string): string[] {
  const files: string[] = [];
  const missing: string[] = [];
  for (const given of paths) {
    const path = resolve(cwd, given);
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch {
      missing.push(`  ${given}: no such file or directory`);
      continue;
    }
    if (isDir) walk(path, files);
    else files.push(path);
  }
  if (missing.length) throw new UsageError('Cannot read the scenario path(s):', missing);
  return [...new Set(files)];
}
