// Downloads and exports draw the upload's progress bar on a terminal, and nothing of
// it reaches a pipe or a --quiet run.
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('download and export progress', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const bar = (title: string) => new RegExp(`\\r${title} \\[#{30}\\] 100%`);

  it('request download, per language and as a zip, on a terminal', async () => {
    for (const [args, out] of [
      [['--lang', 'deu'], 'files'],
      [['--zip'], 'zip'],
    ] as const) {
      const result = await home.run(
        ['--user', 'client', 'request', 'download', 'jr-mt-done', ...args, '-o', join(home.dir, out)],
        { tty: true },
      );
      expect(result.code, out).toBe(0);
      expect(result.stderr, out).toMatch(/\rDownloading \[[#-]{30}\]/);
      expect(result.stderr, out).toMatch(bar('Downloading'));
      // The bar ends its line, and the result stays on stdout.
      expect(result.stderr.endsWith('\n'), out).toBe(true);
      expect(result.stdout, out).toContain(join(home.dir, out));
    }
  });

  it('reports export, on a terminal', async () => {
    const result = await home.run(
      ['--user', 'client', 'reports', 'export', 'rpt-client-contacts', '-o', join(home.dir, 'c.csv')],
      { tty: true },
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(bar('Exporting'));
  });

  it('no bar in a pipe or with --quiet', async () => {
    const piped = await home.run([
      '--user',
      'client',
      'request',
      'download',
      'jr-mt-done',
      '--lang',
      'deu',
      '-o',
      join(home.dir, 'p'),
    ]);
    expect(piped.stderr).not.toContain('Downloading');
    const quiet = await home.run(
      ['-q', '--user', 'client', 'reports', 'export', 'rpt-client-contacts', '-o', join(home.dir, 'q.csv')],
      { tty: true },
    );
    expect(quiet.stderr).toBe('');
  });
});
