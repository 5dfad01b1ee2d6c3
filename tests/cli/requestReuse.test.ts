// request create --reuse: a past request's languages, notes and custom fields as defaults; options win.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('request create --reuse', { timeout: 30_000 }, () => {
  const home = cliHome();
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(home.dir, 'docs-'));
    writeFileSync(join(dir, 'brochure.docx'), 'Our product is great.');
    await home.run(['login', '--user', 'client']);
  });
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(args, { cwd: dir });
  interface Shown {
    sourceLanguage: { id: string };
    targetLanguages: { id: string }[];
    notes?: string;
    customFields: { fieldName: string; value: string }[];
  }

  it('starts from the past request; given options win; a visitor cannot reuse', async () => {
    const first = await run(
      'request',
      'create',
      '--name',
      'First',
      '--source',
      'enu',
      '--target',
      'deu,fra',
      '--service',
      '101',
      '--field',
      'Department=Engineering',
      '--field',
      'Cost center=CC-4242',
      '--notes',
      'Use the glossary.',
      '--files',
      'brochure.docx',
    );
    expect(first.code).toBe(0);
    const firstId = first.stdout.trim();

    const again = await run(
      'request',
      'create',
      '--reuse',
      firstId,
      '--name',
      'Again',
      '--service',
      '101',
      '--files',
      'brochure.docx',
    );
    expect(again.code).toBe(0);
    const shown = (await run('--json', 'request', 'show', again.stdout.trim())).json<Shown>();
    expect(shown.sourceLanguage.id).toBe('enu');
    expect(shown.targetLanguages.map((l) => l.id)).toEqual(['deu', 'fra']);
    expect(shown.notes).toBe('Use the glossary.');
    expect(shown.customFields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ fieldName: 'Department', value: 'Engineering' }),
        expect.objectContaining({ fieldName: 'Cost center', value: 'CC-4242' }),
      ]),
    );

    const overridden = await run(
      'request',
      'create',
      '--reuse',
      firstId,
      '--name',
      'Third',
      '--service',
      '101',
      '--target',
      'ita',
      '--field',
      'Department=Sales',
      '--files',
      'brochure.docx',
    );
    expect(overridden.code).toBe(0);
    const third = (await run('--json', 'request', 'show', overridden.stdout.trim())).json<Shown>();
    expect(third.targetLanguages.map((l) => l.id)).toEqual(['ita']);
    expect(third.customFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ fieldName: 'Department', value: 'Sales' })]),
    );

    const visitor = await run(
      'request',
      'create',
      '--reuse',
      firstId,
      '--email',
      'v@acme.example',
      '--first-name',
      'V',
      '--last-name',
      'S',
      '--files',
      'brochure.docx',
    );
    expect(visitor.code).toBe(2);
    expect(visitor.stderr.trim()).toBe('--reuse needs a signed-in user (drop --email).');
  });
});
