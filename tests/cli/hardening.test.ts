// Scenario safety and honest reports, downloads that stay in their folder, errors naming the in-process
// fixtures and the scenario state path.
import { existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('hardening', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const scenario = (name: string, text: string) => {
    const folder = join(home.dir, 'scenarios');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, name), text);
    return join(folder, name);
  };

  it('a fixture.state outside the scenario folder is refused by validate and run, exit 2', async () => {
    const file = scenario(
      'escape.yaml',
      'name: escape\nfixture:\n  state: ../../etc/passwd\nsteps:\n  - call: auth.whoami\n',
    );
    for (const command of ['validate', 'run']) {
      const result = await home.run(['scenario', command, file]);
      expect(result.code, command).toBe(2);
      expect(result.stderr, command).toContain(
        "escape.yaml:3: fixture.state must be a file inside the scenario's folder",
      );
      expect(result.stdout + result.stderr).not.toContain('root:');
    }
  });

  it('the persona is signed in before the first step, even auth.whoami', async () => {
    const file = scenario(
      'whoami.yaml',
      'name: whoami first\npersona: client\nsteps:\n  - call: auth.whoami\n    expect: { body: { username: client } }\n',
    );
    const result = await home.run(['scenario', 'run', file]);
    expect(result.stdout).toContain('1 passed, 0 failed');
    expect(result.code).toBe(0);
  });

  it('a step refused before any request reports no HTTP status', async () => {
    const file = scenario(
      'refused.yaml',
      'name: refused\npersona: client\nsteps:\n  - call: mt.translateFiles\n    args: { name: X, from: enu, to: [enu], files: [{ name: a.txt, content: hi }] }\n    expect: { status: 400 }\n',
    );
    const result = await home.run(['scenario', 'run', file]);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('expected status 400, got no HTTP answer');
    expect(result.stdout).not.toContain('got 200');
  });

  it('--json errors on the embedded fixtures name the in-process target, not a loopback URL', async () => {
    const result = await home.run(['--json', '--user', 'client', 'request', 'show', 'jr-nope']);
    expect(result.code).toBe(1);
    const error = result.json<{ error: { url: string; target: string } }>().error;
    expect(error).toMatchObject({
      url: '/api/v1/jobRequests/jr-nope',
      target: 'embedded fixtures (in-process)',
    });
    expect(result.stdout).not.toContain('127.0.0.1');
  });

  it('download never follows a symbolic link inside -o', async () => {
    const out = join(home.dir, 'out');
    const elsewhere = join(home.dir, 'elsewhere');
    mkdirSync(out);
    mkdirSync(elsewhere);
    symlinkSync('../elsewhere', join(out, 'deu'));
    const result = await home.run([
      '--user',
      'client',
      'request',
      'download',
      'jr-mt-done',
      '--lang',
      'deu',
      '-o',
      out,
    ]);
    expect(result.code).toBe(0);
    expect(readdirSync(elsewhere)).toEqual([]);
    expect(lstatSync(join(out, 'deu')).isDirectory()).toBe(true);
    expect(existsSync(join(out, 'deu', 'Product_FAQ_deu.docx'))).toBe(true);
  });
});
