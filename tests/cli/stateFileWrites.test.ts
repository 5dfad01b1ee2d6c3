// The fixture state file (half a megabyte) is written when a command changes the data, never by a command
// that only reads it: `llts quote show` used to load and write the whole file back on every call.
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('the fixture state file', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const state = join(home.dir, 'state.json');
  const run = (...args: string[]) => home.run(['--state', state, '--user', 'client', ...args]);

  it('is created on first use, left byte for byte by reads, and written by a change', async () => {
    expect((await run('quote', 'show', 'aq-ready')).code).toBe(0);
    // Indented JSON, as older versions wrote it: it still loads, and any rewrite shows in the bytes.
    const compact = JSON.stringify(JSON.parse(readFileSync(state, 'utf8')), null, 2);
    writeFileSync(state, compact);

    expect((await run('quote', 'show', 'aq-ready')).code).toBe(0);
    expect((await run('--json', 'request', 'list', '--page-size', '5')).code).toBe(0);
    expect((await run('whoami')).code).toBe(0);
    expect(readFileSync(state, 'utf8')).toBe(compact);

    // Every read-only command: neither the bytes nor the modification time change (an
    // old mtime, so a same-millisecond rewrite could not hide).
    const old = new Date('2020-01-01T00:00:00Z');
    utimesSync(state, old, old);
    for (const args of [
      ['quote', 'show', 'aq-ready'],
      ['request', 'list'],
      ['request', 'show', 'jr-mt-done'],
      ['whoami'],
      ['apps'],
    ]) {
      expect((await run(...args)).code, args.join(' ')).toBe(0);
      expect(statSync(state).mtimeMs, args.join(' ')).toBe(old.getTime());
    }
    expect(readFileSync(state, 'utf8')).toBe(compact);

    expect((await run('request', 'rename', 'jr-mt-done', 'Renamed here')).code).toBe(0);
    expect(statSync(state).mtimeMs).toBeGreaterThan(old.getTime());
    const renamed = (
      JSON.parse(readFileSync(state, 'utf8')) as { jobRequests: { id: string; name: string }[] }
    ).jobRequests.find((job) => job.id === 'jr-mt-done');
    expect(renamed?.name).toBe('Renamed here');

    expect((await run('quote', 'reject', 'aq-ready', '--reason', 'too dear')).code).toBe(0);
    const written = readFileSync(state, 'utf8');
    const quote = (JSON.parse(written) as { jobRequests: { id: string; status: string }[] }).jobRequests.find(
      (job) => job.id === 'aq-ready',
    );
    expect(quote?.status).toBe('QUOTE_REJECTED');

    // Reset forgets the file and what was known of it.
    expect(existsSync(`${state}.checked`)).toBe(true);
    expect((await run('fixtures', 'reset')).code).toBe(0);
    expect([existsSync(state), existsSync(`${state}.checked`)]).toEqual([false, false]);
  });

  it('is written as compact ASCII JSON that keeps every character', async () => {
    const own = join(home.dir, 'ascii.json');
    expect((await home.run(['--state', own, '--user', 'client', 'quote', 'show', 'aq-ready'])).code).toBe(0);
    const text = readFileSync(own, 'utf8');
    // One line of printable ASCII: other characters are \u escapes inside the JSON strings.
    expect(text).toMatch(/^\{"version":1,[\x20-\x7e]*\}\n$/);
    const parsed = JSON.parse(text) as { dubbingVoices: { displayName: string }[] };
    expect(parsed.dubbingVoices[0]?.displayName).toBe('Aria \u2014 female, warm');
    const shown = await home.run(['--state', own, '--user', 'client', 'quote', 'show', 'aq-ready-eur']);
    expect(shown.stdout).toContain('Produktkatalog Frühjahr');
  });

  it('that is not a usable state stops a command with one line naming the file and how to recover', async () => {
    const bad = join(home.dir, 'bad.json');
    for (const text of ['{"users": 3}', '{"version": 1, "seededAt": 0, "users": [', '']) {
      writeFileSync(bad, text);
      const result = await home.run(['--state', bad, '--user', 'client', 'quote', 'show', 'aq-ready']);
      expect(result.code, text).toBe(2);
      expect(result.stdout).toBe('');
      expect(result.stderr.split('\n')[0]).toMatch(/^Fixture state file .*bad\.json is invalid: \S/);
      expect(result.stderr).toContain('llts fixtures reset');
      expect(readFileSync(bad, 'utf8')).toBe(text);
    }
  });
});
