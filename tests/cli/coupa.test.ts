// coupa start | list | show | accept | reject | download, in-process on the embedded fixtures.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

describe('coupa commands', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('start signs in like the punch-out link; an unknown punch-out is the spec’s sentence (exit 1)', async () => {
    const bad = await home.run(['coupa', 'start', 'po-unknown']);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim()).toBe('Unable to sign in.  Please try again later.');
    expect(bad.stderr).not.toMatch(STACK_LINE);
    const started = await home.run(['--json', 'coupa', 'start', 'po-demo']);
    expect(started.code).toBe(0);
    expect(started.json()).toEqual({ requestId: 'po-demo', username: 'coupa' });
    expect((await home.run(['whoami'])).stdout).toContain('coupa');
  });

  it('lists procurement requests only, with the procurement labels', async () => {
    const listed = (await home.run(['--json', 'coupa', 'list', '--all'])).json<{
      items: { origination: string }[];
    }>();
    expect(listed.items.length).toBeGreaterThan(0);
    expect(listed.items.every((r) => r.origination === 'COUPA' || r.origination === 'WEBFORM')).toBe(true);
    const human = await home.run(['coupa', 'list']);
    expect(human.stdout).toMatch(/Coupa - Packaging inserts .*Quote is ready for review/);
    const other = await home.run(['coupa', 'show', 'jr-mt-done']);
    expect(other.code).toBe(1);
    expect(other.stderr.trim()).toBe('Unsupported origination for a Coupa request: MT');
  });

  it('accepts with the http(s) return address, rejects with a reason, downloads the zip', async () => {
    const accepted = (await home.run(['--json', 'coupa', 'accept', 'jr-coupa-quote'])).json<{
      redirectUrl: string;
    }>();
    expect(accepted.redirectUrl).toMatch(
      /^https:\/\/coupa\.example\.com\/punchout\/return\?requestId=PR-884201$/,
    );
    const again = await home.run(['coupa', 'reject', 'jr-coupa-quote', '--reason', 'Too late']);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe(
      'Cannot reject the quote of jr-coupa-quote: its status is QUOTE_ACCEPTED.',
    );
    const rejected = (
      await home.run(['--json', 'coupa', 'reject', 'jr-webform-quote', '--reason', '  Over budget '])
    ).json();
    expect(rejected).toEqual({ id: 'jr-webform-quote', rejected: true, rejectionReason: 'Over budget' });
    const out = join(home.dir, 'deliverables');
    const zip = await home.run(['coupa', 'download', 'jr-coupa-done', '-o', out]);
    expect(zip.code).toBe(0);
    expect(existsSync(out) && readdirSync(out)).toEqual(['jr-coupa-done.zip']);
  });
});
