import { describe, expect, it } from 'vitest';
import type { JobRequest } from '../../../../src/platform/domain/entities/jobRequest';
import { escalationNotes, humanEscalationBody } from '../../../../src/platform/flows/humanEscalation';

const request: Pick<JobRequest, 'id' | 'name' | 'files'> = {
  id: 'jr-1',
  name: 'FAQ',
  files: [
    { fileName: 'faq.docx', fileKey: 'k1', category: 'SOURCE_DOCUMENT' },
    { fileName: 'faq_de.docx', fileKey: 'k2', category: 'TRANSLATED_DOCUMENT', languageId: 'deu' },
  ],
};
const base = { projectName: ' FAQ review ', sourceLanguageId: 'enu', targetLanguageIds: ['deu'] };

describe('human escalation body', () => {
  it('prefixes the notes with the source line and the reason; Other carries its text', () => {
    expect(
      escalationNotes(request, { ...base, reason: 'OTHER', otherReason: ' tone ', notes: 'Thanks' }),
    ).toBe('Source: AI Translation request "FAQ" (jr-1)\nReason: Other - tone\n\nThanks');
    expect(escalationNotes(request, { ...base, reason: null })).toBe(
      'Source: AI Translation request "FAQ" (jr-1)',
    );
  });

  it("'Need human translation' sends the translated files as OTHER; other reasons keep them", () => {
    const need = humanEscalationBody(request, { ...base, reason: 'NEED_HUMAN_TRANSLATION' });
    expect(need.files.map((f) => f.category)).toEqual(['SOURCE_DOCUMENT', 'OTHER']);
    expect(need.projectName).toBe('FAQ review');
    const clean = humanEscalationBody(request, { ...base, reason: 'CLEAN_UP_FORMATTING' });
    expect(clean.files.map((f) => f.category)).toEqual(['SOURCE_DOCUMENT', 'TRANSLATED_DOCUMENT']);
    expect(clean.files[1]?.languageId).toBe('deu');
  });
});
