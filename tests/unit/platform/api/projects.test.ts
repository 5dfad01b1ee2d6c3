import { describe, expect, it } from 'vitest';
import {
  addProjectFiles,
  addQuoteFiles,
  createProject,
  createQuote,
  createTempPresignedPost,
} from '../../../../src/platform/api/projects';
import type { CreateProjectPayload } from '../../../../src/platform/domain/entities/project';
import { ResponseFormatError } from '../../../../src/platform/http/errors';
import { answerEverything, newClient, runApiCases } from './apiCases';

const presignedPost = {
  url: 'https://storage.test/bucket',
  fields: { key: 'uploads/p-1/${filename}', policy: 'cG9s', 'x-amz-signature': 'sig' },
};

const payload: CreateProjectPayload = {
  clientId: 'c-1',
  projectName: 'Brochure',
  contactInfo: { firstName: 'Ann', lastName: 'Lee', email: 'ann@acme.com', country: { id: 227, name: 'US' } },
  notes: 'Rush please',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu', 'fra'],
  xtrfServiceId: 4,
  customFields: [{ fieldName: 'PO', value: '123', mapping: 'po' }],
  emailVerificationCode: 'ABC123',
  fileLinks: [{ url: 'https://share.test/a', name: 'a', category: 'SOURCE_DOCUMENT' }],
};

describe('projects api', () => {
  const server = runApiCases([
    {
      name: 'createProject',
      call: (c) => createProject(c, payload),
      method: 'POST',
      path: '/projects',
      body: payload,
      response: { projectId: 'p-1', presignedPost },
    },
    {
      name: 'createQuote accepts a numeric id',
      call: (c) => createQuote(c, payload),
      method: 'POST',
      path: '/quotes',
      body: payload,
      response: { quoteId: 77, presignedPost },
    },
    {
      name: 'addProjectFiles',
      call: (c) => addProjectFiles(c, 'p/1', ['a.docx', 'b.pdf'], 'SOURCE_DOCUMENT'),
      method: 'POST',
      path: '/projects/p%2F1/actions/addFiles',
      body: { fileNames: ['a.docx', 'b.pdf'], category: 'SOURCE_DOCUMENT' },
      returns: undefined,
    },
    {
      name: 'addQuoteFiles',
      call: (c) => addQuoteFiles(c, 77, ['ref.pdf'], 'REFERENCE'),
      method: 'POST',
      path: '/quotes/77/actions/addFiles',
      body: { fileNames: ['ref.pdf'], category: 'REFERENCE' },
      response: {},
      returns: undefined,
    },
    {
      name: 'createTempPresignedPost posts no body',
      call: (c) => createTempPresignedPost(c),
      method: 'POST',
      path: '/tempFiles/actions/createPresignedPost',
      response: presignedPost,
    },
  ]);

  it('a create answer without a presigned post is a ResponseFormatError', async () => {
    answerEverything(server, 200, { projectId: 'p-1' });
    await expect(createProject(newClient(), payload)).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it('presigned fields must be text', async () => {
    answerEverything(server, 200, { url: 'https://storage.test', fields: { key: 1 } });
    await expect(createTempPresignedPost(newClient())).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
