import { describe, expect, it } from 'vitest';
import {
  fileLinkErrors,
  fileLinksError,
  isWellFormedUrl,
} from '../../../../src/platform/validation/fileLinks';
import { MESSAGES } from '../../../../src/platform/validation/messages';

const existing = [{ url: 'https://files.acme.com/a.docx', name: 'Brochure' }];

describe('isWellFormedUrl', () => {
  it.each(['https://acme.com', 'http://acme.com/path?x=1#y', ' https://drive.example.com/file/d/123 '])(
    'accepts %s',
    (url) => {
      expect(isWellFormedUrl(url)).toBe(true);
    },
  );
  it.each([
    '',
    'acme.com',
    'ftp://acme.com/file',
    'https://',
    'https://acme .com',
    'javascript:alert(1)',
    null,
  ])('rejects %s', (url) => {
    expect(isWellFormedUrl(url)).toBe(false);
  });
});

describe('fileLinkErrors', () => {
  it('requires URL and name', () => {
    expect(fileLinkErrors({}, [])).toEqual({ url: MESSAGES.REQUIRED, name: MESSAGES.REQUIRED });
  });
  it("reports 'Invalid URL format'", () => {
    expect(fileLinkErrors({ url: 'not a url', name: 'x' }, [])).toEqual({ url: 'Invalid URL format' });
    expect(MESSAGES.INVALID_URL_FORMAT).toBe('Invalid URL format');
  });
  it('rejects a duplicate URL and a duplicate name with distinct messages', () => {
    expect(fileLinkErrors({ url: ' https://files.acme.com/a.docx ', name: ' Brochure ' }, existing)).toEqual({
      url: 'This URL has already been added',
      name: 'A link with this name has already been added',
    });
    expect(MESSAGES.DUPLICATE_URL).not.toBe(MESSAGES.DUPLICATE_LINK_NAME);
  });
  it('accepts a new link', () => {
    expect(fileLinkErrors({ url: 'https://files.acme.com/b.docx', name: 'Flyer' }, existing)).toEqual({});
  });
});

describe('fileLinksError', () => {
  it('needs at least one link', () => {
    expect(fileLinksError([])).toBe('Required. Add at least one link.');
    expect(fileLinksError(undefined)).toBe(MESSAGES.FILE_LINKS_REQUIRED);
    expect(fileLinksError(existing)).toBeUndefined();
  });
});
