// The one check of addresses from a server or the config: web addresses only, whatever
// the spelling of the scheme, relative ones in the page's own origin.
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '../../../../src/platform/http/catalogue';
import { requireSafeUrl, safeUrl, UnsafeUrlError } from '../../../../src/platform/http/safeUrl';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';

const PAGE = 'https://portal.example.com/machineTranslation/fileTranslation/jr-1';

describe('safeUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(safeUrl('https://tms.example.com/oauth?x=1')).toBe('https://tms.example.com/oauth?x=1');
    expect(safeUrl(' http://127.0.0.1:4010/cognito ')).toBe('http://127.0.0.1:4010/cognito');
    expect(safeUrl('HTTPS://Storage.Example.com/a%20b.docx')).toBe('https://storage.example.com/a%20b.docx');
  });

  it('resolves a relative address against the page, so it stays in the portal', () => {
    expect(safeUrl('/__zips/jr-1/jr-1.zip', PAGE)).toBe('https://portal.example.com/__zips/jr-1/jr-1.zip');
    expect(safeUrl('other', PAGE)).toBe(
      'https://portal.example.com/machineTranslation/fileTranslation/other',
    );
  });

  it('refuses a relative address without a page (Node: the CLI)', () => {
    expect(safeUrl('/__zips/jr-1/jr-1.zip')).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.domain)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'blob:https://portal.example.com/5b1c',
    'ftp://files.example.com/x',
    'http://[bad',
    '',
    '   ',
    null,
    undefined,
    7,
    { href: 'https://x.example.com' },
  ])('refuses %j, even against a page', (candidate) => {
    expect(safeUrl(candidate)).toBeUndefined();
    expect(safeUrl(candidate, PAGE)).toBeUndefined();
  });
});

describe('requireSafeUrl', () => {
  it('gives the checked address', () => {
    expect(requireSafeUrl('https://storage.example.com/f')).toBe('https://storage.example.com/f');
  });

  it('refuses with the spec’s unexpected-error text, never the address', () => {
    let refused: unknown;
    try {
      requireSafeUrl(' JAVASCRIPT:alert(1)', PAGE);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(UnsafeUrlError);
    expect(userFacingMessage(refused)).toBe(COMMON_MESSAGES.unexpected);
    expect(userFacingMessage(refused)).toBe('Unexpected error');
  });
});
