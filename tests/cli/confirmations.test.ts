// Destructive commands ask first on a terminal, in the words of the portal's dialogs, and need --yes
// where there is no terminal to ask on: one line, exit 2, before anything is sent.
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('confirmation of destructive commands', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const status = async (id: string) =>
    (await home.run(['--json', '--user', 'client', 'request', 'show', id])).json<{ status: string }>().status;

  it('without a terminal and without --yes: one line naming --yes, exit 2, nothing changed', async () => {
    const runs = [
      ['--user', 'client', 'request', 'archive', 'jr-mt-done'],
      ['--user', 'employee', 'language-groups', 'delete', 'Support docs'],
      ['--user', 'client', 'org-users', 'disable', 'raj.patel'],
    ];
    for (const args of runs) {
      const result = await home.run(args);
      expect(result.code, args.join(' ')).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0], args.join(' ')).toContain('--yes');
    }
    expect(await status('jr-mt-done')).toBe('COMPLETED');
  });

  it('request archive asks with the dialog’s words; no keeps the request, yes archives it', async () => {
    const declined = await home.run(['--user', 'client', 'request', 'archive', 'jr-mt-done'], {
      tty: true,
      stdin: ['n'],
      env: { NO_COLOR: '1' },
    });
    expect(declined.prompts).toEqual([
      'Archive “MT - Product FAQ”? It will be listed under the Archived status. (y/N): ',
    ]);
    expect(declined.code).toBe(1);
    expect(declined.stderr.trim()).toBe('Cancelled: nothing was changed.');
    expect(await status('jr-mt-done')).toBe('COMPLETED');
    const confirmed = await home.run(['--user', 'client', 'request', 'archive', 'jr-mt-done'], {
      tty: true,
      stdin: ['y'],
    });
    expect(confirmed.code).toBe(0);
    expect(await status('jr-mt-done')).toBe('ARCHIVED');
  });

  it('language-groups delete and org-users disable ask with the dialogs’ words', async () => {
    const group = await home.run(['--user', 'employee', 'language-groups', 'delete', 'Support docs'], {
      tty: true,
      stdin: ['no'],
    });
    expect(group.prompts).toEqual([
      "Delete the language group 'Support docs'? This cannot be undone. (y/N): ",
    ]);
    expect(group.code).toBe(1);
    const user = await home.run(['--user', 'client', 'org-users', 'disable', 'raj.patel'], {
      tty: true,
      stdin: ['yes'],
    });
    expect(user.prompts).toEqual(['Disable the account of Raj Patel? They can no longer sign in. (y/N): ']);
    expect(user.code).toBe(0);
  });

  it('--yes acts without asking', async () => {
    const result = await home.run(['--user', 'client', 'org-users', 'enable', 'raj.patel']);
    expect(result.code).toBe(0);
    const again = await home.run([
      '--json',
      '--user',
      'client',
      'org-users',
      'disable',
      'raj.patel',
      '--yes',
    ]);
    expect(again.code).toBe(0);
    expect(again.json()).toMatchObject({ accountEnabled: false });
  });
});
