// llts/checked-url on a throw-away tree: each sink fed an address that did not go through safeUrl is
// reported; checked addresses, addresses the code spells out and nothing at all are not.
import { ESLint } from 'eslint';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types; the same rule eslint.config.js applies.
import { CAST_MESSAGE, CHECKED_URL_MESSAGE, urlSinkRules } from '../../../scripts/url-sink-lint.mjs';

const SAFE_URL = `export type SafeUrl = string & { readonly __safeUrl: true };
export function safeUrl(candidate: unknown): SafeUrl | undefined {
  return typeof candidate === 'string' && candidate.startsWith('https:') ? (candidate as SafeUrl) : undefined;
}
export function requireSafeUrl(candidate: unknown): SafeUrl {
  const url = safeUrl(candidate);
  if (!url) throw new Error('Unexpected error');
  return url;
}
`;

// One sink per line: the test names the lines it expects to be reported.
const BAD = `import type { SafeUrl } from './platform/http/safeUrl';
declare const answer: { downloadUrl: string; maybe?: string };
declare const target: Window;
export function bad() {
  window.location.assign(answer.downloadUrl);
  location.replace(answer.downloadUrl);
  window.location.href = answer.downloadUrl;
  target.location.href = answer.downloadUrl;
  window.open(answer.downloadUrl, '_blank');
  const a = <a href={answer.downloadUrl}>file</a>;
  const b = <iframe src={answer.maybe} />;
  const c = <audio src={\`\${answer.downloadUrl}\`} />;
  const d = <form action={answer.downloadUrl} />;
  const e = <a href="javascript:alert(1)">x</a>;
  const f = <img src={answer.downloadUrl as SafeUrl} />;
  window.location = answer.downloadUrl as unknown as Location;
  return [a, b, c, d, e, f];
}
`;

const GOOD = `import { requireSafeUrl, safeUrl, type SafeUrl } from './platform/http/safeUrl';
declare const answer: { downloadUrl: string; phone: string; email: string };
declare const Link: (props: { href: string; children: string }) => null;
const telHref = (phone: string): \`tel:\${string}\` => \`tel:\${phone}\`;
export function leaveTo(url: SafeUrl) {
  window.location.assign(url);
}
export function good(flag: boolean) {
  window.location.assign(requireSafeUrl(answer.downloadUrl));
  window.location.href = requireSafeUrl(answer.downloadUrl);
  const opened = window.open('', '_blank');
  const checked = safeUrl(answer.downloadUrl);
  return [
    opened,
    <a href={checked}>file</a>,
    <a href={safeUrl(answer.downloadUrl)}>file</a>,
    <a href={\`mailto:\${answer.email}\`}>mail</a>,
    <a href={telHref(answer.phone)}>call</a>,
    <a href="#main">skip</a>,
    <a href={\`#\${answer.email}\`}>a part of this page</a>,
    <a href={flag ? checked : undefined}>maybe</a>,
    <img src={\`data:image/svg+xml;charset=utf-8,\${encodeURIComponent('<svg/>')}\`} />,
    <Link href={answer.downloadUrl}>in-app router link, not a DOM sink</Link>,
  ];
}
`;

let root = '';
let problems: { line: number; message: string }[] = [];
let goodProblems: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'llts-url-lint-'));
  const files: Record<string, string> = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        jsx: 'preserve',
        strict: true,
        lib: ['ES2022', 'DOM'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        noEmit: true,
      },
      include: ['src'],
    }),
    'src/platform/http/safeUrl.ts': SAFE_URL,
    'src/bad.tsx': BAD,
    'src/good.tsx': GOOD,
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: {
          parser: tseslint.parser as never,
          parserOptions: { project: join(root, 'tsconfig.json'), tsconfigRootDir: root },
        },
      },
      ...urlSinkRules(),
    ],
  });
  const [bad, good] = await eslint.lintFiles(['src/bad.tsx', 'src/good.tsx']);
  problems = bad!.messages.map((m) => ({ line: m.line, message: m.message }));
  goodProblems = good!.messages.map((m) => `${m.line}: ${m.message}`);
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('llts/checked-url', () => {
  it('reports every sink fed an unchecked address', () => {
    const unchecked = problems.filter((p) => p.message === CHECKED_URL_MESSAGE).map((p) => p.line);
    // assign, replace, location.href, target.location.href, window.open, <a href>, <iframe src>, a template
    // that only wraps the address, <form action>, a javascript: literal, window.location = ...
    expect(unchecked).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16]);
  });

  it('refuses making a SafeUrl by assertion', () => {
    expect(problems.filter((p) => p.message === CAST_MESSAGE).map((p) => p.line)).toEqual([15]);
  });

  it('accepts checked addresses, addresses the code spells out, and in-app router links', () => {
    expect(goodProblems).toEqual([]);
  });
});
