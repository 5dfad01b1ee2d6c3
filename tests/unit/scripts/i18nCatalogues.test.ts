import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueProblems, readScopes, usageProblems } from '../../../scripts/i18n/catalogues.mjs';

const root = join(import.meta.dirname, '../../..');

/** A checkout with one scope `src/tool` and one code file. */
function checkout(files: Record<string, unknown>, code: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  mkdirSync(join(dir, 'src/tool/locales'), { recursive: true });
  for (const [name, content] of Object.entries(files))
    writeFileSync(join(dir, 'src/tool/locales', name), JSON.stringify(content));
  writeFileSync(join(dir, 'src/tool/Page.tsx'), code);
  return dir;
}

const entry = (message: string) => ({ message, comment: 'context' });

describe('npm run i18n:extract', () => {
  it('finds nothing wrong with the portal’s catalogues and the code that uses them', () => {
    const scopes = readScopes(root);
    expect(scopes.map((scope) => scope.name)).toEqual([
      'src/apps/accountSettings',
      'src/apps/changePassword',
      'src/apps/consoleHelp',
      'src/apps/coupa',
      'src/apps/createProject',
      'src/apps/dashboard',
      'src/apps/machineTranslation',
      'src/apps/quotes',
      'src/apps/quotes/termsText',
      'src/apps/reports',
      'src/apps/signUp',
      'src/platform/domain',
      'src/platform/domain/i18n/accountSettings',
      'src/platform/domain/i18n/reports',
      'src/platform/domain/i18n/requestStatus',
      'src/platform/domain/i18n/toolNames',
      'src/platform/flows',
      'src/platform/flows/i18n/confirmEmail',
      'src/platform/flows/i18n/coupa',
      'src/platform/flows/i18n/createRequestEntry',
      'src/platform/flows/i18n/passwordReset',
      'src/platform/flows/i18n/signUp',
      'src/platform/flows/i18n/translateMedia',
      'src/platform/http',
      'src/platform/http/pageFailure',
      'src/platform/validation',
      'src/shell',
      'src/shell/access',
      'src/shell/auth',
      'src/shell/demo',
      'src/shell/footer/resetDemo',
      'src/shell/home/signedIn',
      'src/shell/home/visitor',
      'src/shell/inactivity',
      'src/shell/menu',
      'src/shell/tools',
      'src/ui',
      'src/ui/form',
      'src/ui/page',
      'src/ui/table',
      'src/widgets/placeholderTool',
      'src/widgets/requestFiles',
      'src/widgets/requestForm',
      'src/widgets/requestList',
      'src/widgets/verification',
    ]);
    expect([...catalogueProblems(scopes, root), ...usageProblems(scopes, root)]).toEqual([]);
  });

  it('names a missing translation, one English no longer has, other placeholders, bad ICU and a missing comment', () => {
    const dir = checkout(
      {
        'en.json': {
          'tool.a': entry('A {name}'),
          'tool.b': entry('B'),
          'tool.c': { message: 'C', comment: '' },
          'tool.d': entry('D {n'),
        },
        'de.json': { 'tool.a': 'A {nom}', 'tool.c': 'C', 'tool.d': 'D', 'tool.gone': 'G' },
      },
      "t('tool.a'); t('tool.b'); t('tool.c'); t('tool.d');",
    );
    const problems = catalogueProblems(readScopes(dir), dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        'src/tool/locales/de.json: missing tool.b',
        'src/tool/locales/de.json: tool.gone is not in English any more',
        'src/tool/locales/de.json: tool.a has other placeholders than English',
        'src/tool/locales/en.json: tool.c has no comment for translators',
        expect.stringMatching(/^src\/tool\/locales\/en\.json: tool\.d is not valid ICU MessageFormat/),
      ]),
    );
  });

  it('takes a select’s or plural’s branch words for words, not placeholders', () => {
    const dir = checkout(
      {
        'en.json': { 'tool.kind': entry('{kind, select, audio {audio} other {video}} of {n}') },
        'de.json': { 'tool.kind': '{kind, select, audio {Audio} other {Video}} von {n}' },
      },
      "t('tool.kind');",
    );
    expect(catalogueProblems(readScopes(dir), dir)).toEqual([]);
  });

  it('names an id the code asks for that no catalogue has, and a message no code uses', () => {
    const dir = checkout(
      { 'en.json': { 'tool.used': entry('U'), 'tool.unused': entry('X') } },
      "t('tool.used'); t('tool.typo');",
    );
    expect(usageProblems(readScopes(dir), dir, ['src'])).toEqual([
      'src/tool/Page.tsx: no catalogue has the message tool.typo',
      'src/tool/locales/en.json: tool.unused is used by no code',
    ]);
  });
});
