import { describe, expect, it } from 'vitest';
import {
  MT_FILE_TYPE_EXTENSIONS,
  acceptAttribute,
  allowedExtensions,
  fileExtension,
  isAllowedFileType,
} from '../../../../src/platform/domain/mtFileTypes';
import { MEDIA_ACCEPT, mediaKindOf } from '../../../../src/platform/domain/mediaFiles';
import { MT_FILE_TYPES } from '../../../../src/platform/domain/enums';

describe('machine translation file types', () => {
  it('maps every type', () => {
    expect(Object.keys(MT_FILE_TYPE_EXTENSIONS)).toEqual([...MT_FILE_TYPES]);
  });
  it('reads extensions', () => {
    expect(fileExtension('Report.DOCX')).toBe('docx');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
  it('lists extensions and the accept attribute, ignoring unknown types', () => {
    expect(allowedExtensions(['WORD', 'PDF', 'VIDEO'])).toEqual(['doc', 'docx', 'pdf']);
    expect(acceptAttribute(['TEXT', 'EXCEL'])).toBe('.txt,.xls,.xlsx');
    expect(acceptAttribute([])).toBe('');
    expect(allowedExtensions(['toString'])).toEqual([]);
  });
  it('checks a file against the types', () => {
    expect(isAllowedFileType('deck.PPTX', ['POWERPOINT'])).toBe(true);
    expect(isAllowedFileType('deck.key', ['POWERPOINT'])).toBe(false);
  });
});

describe('mediaKindOf', () => {
  it('prefers the MIME type', () => {
    expect(mediaKindOf({ name: 'clip.bin', type: 'video/mp4' })).toBe('video');
    expect(mediaKindOf({ name: 'clip.mp4', type: 'audio/mp4' })).toBe('audio');
  });
  it('falls back to the extension', () => {
    expect(mediaKindOf({ name: 'talk.MP3' })).toBe('audio');
    expect(mediaKindOf({ name: 'talk.mov', type: '' })).toBe('video');
    expect(mediaKindOf({ name: 'notes.pdf', type: 'application/pdf' })).toBe('other');
  });
  it('has an accept list with both wildcards', () => {
    expect(MEDIA_ACCEPT).toContain('video/*');
    expect(MEDIA_ACCEPT).toContain('audio/*');
    expect(MEDIA_ACCEPT).toContain('.mp4');
  });
});
