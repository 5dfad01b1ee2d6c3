// request commands, in-process: the state file carries the database from one invocation to the next.
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliHome } from './support';

describe('request commands', () => {
  const home = cliHome();
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(home.dir, 'docs-'));
    writeFileSync(join(dir, 'brochure.docx'), 'Our product is great.');
    writeFileSync(join(dir, 'glossary.txt'), 'product = Produkt');
    writeFileSync(join(dir, 'note.txt'), 'Typed text from a file.');
    await home.run(['login', '--user', 'client']);
  });
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(args, { cwd: dir });
  const acme = ['--service', '101', '--field', 'Department=Marketing'];

  it('create prints the id; a later invocation finds the request; fixtures reset forgets it', async () => {
    const created = await run(
      'request',
      'create',
      '--name',
      'Brochure',
      '--source',
      'English (United States)',
      '--target',
      'deu,fra',
      ...acme,
      '--files',
      'brochure.docx',
      '--reference',
      'glossary.txt',
    );
    expect(created.code).toBe(0);
    const id = created.stdout.trim();
    expect(id).toMatch(/^jr-\d+$/);
    expect(created.stderr).toContain(`Created project ${id} (2 files uploaded).`);

    const shown = await run('--json', 'request', 'show', id);
    expect(shown.json()).toMatchObject({ id, name: 'Brochure', sourceLanguage: { id: 'enu' } });
    expect(shown.json<{ files: { category: string }[] }>().files.map((f) => f.category)).toEqual([
      'SOURCE_DOCUMENT',
      'REFERENCE',
    ]);

    expect((await run('fixtures', 'reset')).code).toBe(0);
    const gone = await run('request', 'show', id);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('not found');
  });

  it('text as an estimate, and links; --json gives the kind and files', async () => {
    const text = await run(
      '--json',
      'request',
      'create',
      '--name',
      'Note',
      '--source',
      'enu',
      '--target',
      'deu',
      '--text',
      '@note.txt',
      '--estimate',
      '--service',
      '103',
      '--field',
      'Department=Legal',
      '--field',
      'Matter number=AB-123456',
    );
    expect(text.json()).toMatchObject({ kind: 'quote', sourceFiles: ['Note.txt'] });
    const links = await run(
      '--json',
      'request',
      'create',
      '--name',
      'Site',
      '--source',
      'enu',
      '--target',
      'ita',
      ...acme,
      '--link',
      'https://files.example.com/site.zip=site.zip',
      '--link',
      'https://files.example.com/img.zip',
    );
    expect(links.json()).toMatchObject({ kind: 'project', sourceFiles: [] });
  });

  it('bad input prints the spec messages, all at once, and exits 2', async () => {
    const result = await run(
      'request',
      'create',
      '--name',
      'a;b',
      '--source',
      'enu',
      '--target',
      'enu',
      '--files',
      'brochure.docx',
      'brochure.docx',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('projectName: Semicolons are not allowed in project names');
    expect(result.stderr).toContain('targetLanguageIds: Target languages cannot include a source language');
    expect(result.stderr).toContain('files: Files with the same name cannot be added: brochure.docx');
    expect(result.stderr).toContain('customFields.Department: Required');
    expect(result.stderr).toMatch(/service: Required \(one of 101/);
    const language = await run(
      'request',
      'create',
      '--source',
      'Elvish',
      '--target',
      'deu',
      '--files',
      'brochure.docx',
    );
    expect(language.stderr).toContain("sourceLanguageId: Unknown language 'Elvish'");
  });

  it('a visitor request, verified with the code from the fixtures mailbox', async () => {
    const result = await home.run(
      [
        '--json',
        'request',
        'create',
        '--email',
        'visitor@acme.example',
        '--first-name',
        'Vi',
        '--last-name',
        'Sitor',
        '--name',
        'Visit',
        '--source',
        'enu',
        '--target',
        'fra',
        ...acme,
        '--files',
        'brochure.docx',
      ],
      { cwd: dir },
    );
    expect(result.code).toBe(0);
    expect(result.json()).toMatchObject({ kind: 'project' });
    const nameless = await run(
      'request',
      'create',
      '--email',
      'visitor@acme.example',
      '--name',
      'Visit',
      '--source',
      'enu',
      '--target',
      'fra',
      ...acme,
      '--files',
      'brochure.docx',
    );
    expect(nameless.code).toBe(2);
    expect(nameless.stderr).toContain('contactInfo.firstName: Required');
    const wrong = await run(
      'request',
      'create',
      '--email',
      'visitor@acme.example',
      '--first-name',
      'Vi',
      '--last-name',
      'Sitor',
      '--code',
      'ZZZZZZ',
      '--name',
      'Visit',
      '--source',
      'enu',
      '--target',
      'fra',
      ...acme,
      '--files',
      'brochure.docx',
    );
    expect(wrong.code).toBe(1);
    expect(wrong.stderr.trim()).toBe('The verification code is invalid or has expired');
  });

  it('list pages with a token, or follows every token with --all; status groups filter', async () => {
    const page = await run('--json', 'request', 'list', '--origination', 'MT', '--page-size', '10');
    const first = page.json<{ items: unknown[]; nextPageToken: string }>();
    expect(first.items).toHaveLength(10);
    expect(first.nextPageToken).toBeTruthy();
    const all = await run('--json', 'request', 'list', '--origination', 'MT', '--all');
    expect(all.json<{ items: unknown[]; nextPageToken: null }>().items.length).toBeGreaterThan(10);
    const archived = await run(
      '--json',
      'request',
      'list',
      '--origination',
      'MT',
      '--status',
      'Archived',
      '--all',
    );
    expect(archived.json<{ items: { status: string }[] }>().items.every((i) => i.status === 'ARCHIVED')).toBe(
      true,
    );
    const human = await run('request', 'list', '--page-size', '2');
    expect(human.stdout).toMatch(/^id\s+name\s+source\s+targets\s+submitted\s+status$/m);
    expect(human.stdout).toContain('More: --page-token');
    expect((await run('request', 'list', '--status', 'Nope')).code).toBe(2);
  });

  it('list and show label each status for its kind of request: quotes have their own label, MT rows their group', async () => {
    const listed = await run('request', 'list', '--all');
    expect(listed.stdout).not.toContain('Unknown status (QUOTE_READY_FOR_CLIENT_REVIEW)');
    expect(listed.stdout).toMatch(
      /^jr-webform-quote .*Quote is ready for review \(QUOTE_READY_FOR_CLIENT_REVIEW\)$/m,
    );
    expect(listed.stdout).toMatch(/^jr-\d{4} .*Quote accepted \(QUOTE_ACCEPTED\)$/m);
    // A machine translation list keeps the spec's groups; its requests (never quoted) all have one.
    const mtOnly = await run('request', 'list', '--origination', 'MT', '--all');
    expect(mtOnly.stdout).toMatch(/^jr-mt-failed .*Failed \(FAILED\)$/m);
    expect(mtOnly.stdout).not.toContain('Unknown status');
    const shown = await run('request', 'show', 'jr-webform-quote');
    expect(shown.stdout).toMatch(/^status: +Quote is ready for review \(QUOTE_READY_FOR_CLIENT_REVIEW\)$/m);
  });

  it('rename and archive follow the list rules; the server answers the rest', async () => {
    expect((await run('request', 'rename', 'jr-mt-done', 'FAQ final')).stdout).toContain(
      'Renamed jr-mt-done to FAQ final.',
    );
    expect((await run('request', 'archive', 'jr-mt-done', '--yes')).code).toBe(0);
    const again = await run('request', 'archive', 'jr-mt-done', '--yes');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Cannot archive jr-mt-done: its status is ARCHIVED.');
    const webform = await run('request', 'archive', 'jr-webform-quote', '--yes');
    expect(webform.stderr.trim()).toBe('Invalid request origination');
  });

  it('accept-quote and reject-quote on a request quote', async () => {
    const accepted = await run('--json', 'request', 'accept-quote', 'jr-webform-quote');
    expect(accepted.json()).toMatchObject({ accepted: true });
    const twice = await run('request', 'reject-quote', 'jr-webform-quote', '--reason', 'x');
    expect(twice.code).toBe(1);
    expect(twice.stderr.trim()).toBe(
      'Cannot reject the quote of jr-webform-quote: its status is QUOTE_ACCEPTED.',
    );
  });

  it('machine translation of files, waited for on the fixture clock, then downloaded', async () => {
    const started = await run(
      'mt',
      'files',
      'note.txt',
      'glossary.txt',
      '--from',
      'enu',
      '--to',
      'deu,fra',
      '--name',
      'Docs',
    );
    expect(started.code).toBe(0);
    const id = started.stdout.trim();
    const waited = await run('request', 'wait', id, '--until', 'Completed', '--timeout', '600');
    expect(waited.stdout.trim()).toBe('COMPLETED');
    // The clock moved in that invocation and stayed moved for this one.
    expect((await run('--json', 'request', 'show', id)).json()).toMatchObject({ status: 'COMPLETED' });

    const out = join(dir, 'out');
    const files = await run('--json', 'request', 'download', id, '--lang', 'deu', '-o', out);
    expect(files.json<{ files: unknown[] }>().files).toHaveLength(2);
    expect(readdirSync(join(out, 'deu')).sort()).toEqual(['glossary_deu.txt', 'note_deu.txt']);
    const zip = await run('request', 'download', id, '--zip', '-o', out);
    expect(zip.code).toBe(0);
    expect(existsSync(join(out, `${id}.zip`))).toBe(true);
  });

  it('wait gives up after its timeout', async () => {
    const id = (
      await run('mt', 'files', 'note.txt', '--from', 'enu', '--to', 'deu', '--name', 'Slow')
    ).stdout.trim();
    const result = await run('request', 'wait', id, '--until', 'Archived', '--timeout', '5');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Timed out waiting for ${id}`);
  });

  it('wait stops at once, exit 1 with the status, when the request ends in another final status', async () => {
    const done = await run(
      'request',
      'wait',
      'jr-mt-failed',
      '--until',
      'QUOTE_READY_FOR_CLIENT_REVIEW',
      '--timeout',
      '86400',
    );
    expect(done.code).toBe(1);
    expect(done.stderr).toContain(
      'jr-mt-failed ended as FAILED: it will not reach QUOTE_READY_FOR_CLIENT_REVIEW',
    );
    expect(done.stderr).not.toContain('Timed out');

    const started = await run(
      'mt',
      'files',
      'note.txt',
      '--from',
      'enu',
      '--to',
      'deu',
      '--name',
      'Scan [fail]',
    );
    const id = started.stdout.trim();
    const clockMs = async () => Date.parse((await run('fixtures', 'clock')).stdout.trim());
    const before = await clockMs();
    const failed = await run('--json', 'request', 'wait', id, '--until', 'Completed', '--timeout', '86400');
    expect(failed.code).toBe(1);
    expect(failed.json()).toMatchObject({ error: { code: 'unreachableStatus', status: 'FAILED' } });
    // Polled until FAILED, not for the day of the timeout: the fixture clock moved by minutes.
    expect((await clockMs()) - before).toBeLessThan(3_600_000);
  });
});

describe('mt text', () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('prints the translation, the detected language and the quality score', async () => {
    const human = await home.run(['--user', 'client', 'mt', 'text', 'Hello world', '--to', 'deu']);
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/detected language:\s+enu/);
    expect(human.stdout).toMatch(/quality score:\s+\d/);
    const edited = await home.run([
      '--json',
      '--user',
      'client',
      'mt',
      'text',
      'Hello world',
      '--from',
      'enu',
      '--to',
      'fra',
      '--post-edit',
    ]);
    expect(edited.json()).toHaveProperty('postEditedText');
  });

  it('the limits of the spec and the settings: at most 10 targets, accepted types', async () => {
    const dir = mkdtempSync(join(home.dir, 'mt-'));
    writeFileSync(join(dir, 'a.txt'), 'a');
    writeFileSync(join(dir, 'setup.exe'), 'MZ');
    const many = await home.run(
      [
        '--user',
        'client',
        'mt',
        'files',
        'a.txt',
        '--from',
        'enu',
        '--to',
        'deu,fra,ita,spa,nld,plk,jpn,kor,chs,ara,hin',
      ],
      { cwd: dir },
    );
    expect(many.code).toBe(2);
    expect(many.stderr.trim()).toBe('targetLanguageIds: Select at most 10 target languages');
    const type = await home.run(
      ['--user', 'client', 'mt', 'files', 'setup.exe', '--from', 'enu', '--to', 'deu'],
      { cwd: dir },
    );
    expect(type.stderr.trim()).toBe('files: setup.exe is not a supported file type');
  });
});
