// The Coupa rules (part 2 §2.10): only procurement originations, source documents and safe links by name,
// the quote tab and its answer's redirect, deliverables per language.
import { describe, expect, it } from 'vitest';
import type { JobRequest, JobRequestFile } from '../../../../src/platform/domain/entities/jobRequest';
import {
  assertCoupaOrigination,
  deliverablesFor,
  hasQuoteTab,
  quoteDocument,
  sourceDocuments,
} from '../../../../src/platform/flows/coupa';

const file = (fileName: string, category: JobRequestFile['category'], languageId?: string) =>
  ({ fileName, fileKey: `k/${fileName}`, category, languageId }) as JobRequestFile;

describe('coupa rules', () => {
  it('takes COUPA and WEBFORM requests only', () => {
    expect(() => assertCoupaOrigination({ origination: 'COUPA' })).not.toThrow();
    expect(() => assertCoupaOrigination({ origination: 'WEBFORM' })).not.toThrow();
    expect(() => assertCoupaOrigination({ origination: 'MT' })).toThrow(
      'Unsupported origination for a Coupa request: MT',
    );
  });

  it('lists source and reference files and http(s) links by name; other links are dropped', () => {
    const { files, links } = sourceDocuments({
      files: [
        file('b.docx', 'SOURCE_DOCUMENT'),
        file('a.pdf', 'REFERENCE'),
        file('t.docx', 'TRANSLATED_DOCUMENT', 'deu'),
      ],
      fileLinks: [
        { name: 'Zeta', url: 'https://x.example/z', category: 'SOURCE_DOCUMENT' },
        { name: 'Evil', url: 'javascript:alert(1)', category: 'SOURCE_DOCUMENT' },
        { name: 'Alpha', url: 'http://x.example/a', category: 'REFERENCE' },
      ],
    });
    expect(files.map((f) => f.fileName)).toEqual(['a.pdf', 'b.docx']);
    expect(links.map((l) => l.name)).toEqual(['Alpha', 'Zeta']);
  });

  it('shows the quote tab for quote requests or a quote document and finds the quote document', () => {
    const quote = file('Quote.pdf', 'QUOTE_CONFIRMATION_DOCUMENT');
    expect(hasQuoteTab({ requestType: 'QUOTE_REQUEST', files: [] })).toBe(true);
    expect(hasQuoteTab({ requestType: 'TRANSLATION_REQUEST', files: [quote] })).toBe(true);
    expect(hasQuoteTab({ requestType: 'TRANSLATION_REQUEST', files: [] })).toBe(false);
    expect(quoteDocument({ files: [file('x', 'SOURCE_DOCUMENT'), quote] })).toBe(quote);
  });

  it('gives a language’s translated files by name', () => {
    const request: Pick<JobRequest, 'files'> = {
      files: [
        file('b.docx', 'TRANSLATED_DOCUMENT', 'deu'),
        file('a.docx', 'TRANSLATED_DOCUMENT', 'deu'),
        file('c.docx', 'TRANSLATED_DOCUMENT', 'fra'),
      ],
    };
    expect(deliverablesFor(request, 'deu').map((f) => f.fileName)).toEqual(['a.docx', 'b.docx']);
    expect(deliverablesFor(request, 'ita')).toEqual([]);
  });
});
