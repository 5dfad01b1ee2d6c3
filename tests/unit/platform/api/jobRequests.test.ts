import { describe, expect, it } from 'vitest';
import {
  acceptQuote,
  archiveJobRequest,
  createJobRequest,
  createUnauthenticatedJobRequest,
  getJobRequest,
  listJobRequests,
  rejectQuote,
  renameJobRequest,
  submitToHumanExpert,
} from '../../../../src/platform/api/jobRequests';
import type {
  CreateJobRequestBody,
  SubmitToHumanExpertBody,
  UnauthenticatedCreateJobRequestBody,
} from '../../../../src/platform/domain/entities/jobRequest';
import { ApiError, ResponseFormatError } from '../../../../src/platform/http/errors';
import { userFacingMessage } from '../../../../src/platform/http/userMessage';
import { answerEverything, newClient, runApiCases } from './apiCases';

const jobRequest = {
  id: 'jr-1',
  name: 'Contract',
  status: 'COMPLETED',
  origination: 'MT',
  createTime: '2030-01-01T10:00:00Z',
  files: [{ fileName: 'a.docx', fileKey: 'tmp/u1/a.docx', category: 'SOURCE_DOCUMENT' }],
};

const createBody: CreateJobRequestBody = {
  name: 'Coupa quote',
  origination: 'COUPA',
  requestType: 'QUOTE_REQUEST',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu', 'fra'],
  files: [{ fileName: 'a.docx', fileKey: 'tmp/u1/a.docx', category: 'SOURCE_DOCUMENT' }],
};

const unauthenticatedBody: UnauthenticatedCreateJobRequestBody = {
  ...createBody,
  origination: 'WEBFORM',
  companyName: 'Acme',
  requestorEmail: 'a@acme.com',
  requestorFirstName: 'Ann',
  requestorLastName: 'Lee',
  emailVerificationCode: 'ABC123',
};

const escalation: SubmitToHumanExpertBody = {
  projectName: 'Contract HT',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu'],
  notes: 'Source: machine translation\nReason: Other',
  customFields: [],
  files: [{ fileName: 'a.docx', fileKey: 'out/a.docx', category: 'OTHER', languageId: 'deu' }],
};

describe('jobRequests api', () => {
  const server = runApiCases([
    {
      name: 'createJobRequest',
      call: (c) => createJobRequest(c, createBody),
      method: 'POST',
      path: '/jobRequests',
      body: createBody,
      response: { id: 'jr-9' },
    },
    {
      name: 'createUnauthenticatedJobRequest',
      call: (c) => createUnauthenticatedJobRequest(c, unauthenticatedBody),
      method: 'POST',
      path: '/jobRequests/actions/unauthenticatedCreateJobRequest',
      body: unauthenticatedBody,
      response: { id: 'jr-10' },
    },
    {
      name: 'listJobRequests joins statuses with commas',
      call: (c) =>
        listJobRequests(c, {
          origination: 'MT',
          pageToken: 'tok/1',
          pageSize: 20,
          status: ['COMPLETED', 'FAILED'],
        }),
      method: 'GET',
      path: '/jobRequests',
      query: { origination: 'MT', pageToken: 'tok/1', pageSize: '20', status: 'COMPLETED,FAILED' },
      response: { items: [jobRequest], nextPageToken: 'tok/2' },
    },
    {
      name: 'listJobRequests omits empty values',
      call: (c) => listJobRequests(c, { origination: ['WEBFORM', 'COUPA'], pageToken: '', status: [] }),
      method: 'GET',
      path: '/jobRequests',
      query: { origination: 'WEBFORM,COUPA' },
      response: { items: [] },
    },
    {
      name: 'getJobRequest encodes the id',
      call: (c) => getJobRequest(c, 'jr#1'),
      method: 'GET',
      path: '/jobRequests/jr%231',
      response: jobRequest,
    },
    {
      name: 'renameJobRequest posts newName',
      call: (c) => renameJobRequest(c, 'jr-1', 'New name'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/renameJobRequest',
      body: { newName: 'New name' },
      returns: undefined,
    },
    {
      name: 'archiveJobRequest posts no body',
      call: (c) => archiveJobRequest(c, 'jr-1'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/archive',
      returns: undefined,
    },
    {
      name: 'submitToHumanExpert always asks for a quote',
      call: (c) => submitToHumanExpert(c, 'jr-1', escalation),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/submitToXtrf',
      body: { ...escalation, requestType: 'QUOTE_REQUEST' },
      returns: undefined,
    },
    {
      name: 'acceptQuote returns the redirect address',
      call: (c) => acceptQuote(c, 'jr-1'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/acceptQuote',
      response: { redirectUrl: 'https://coupa.test/return' },
    },
    {
      name: 'acceptQuote with an empty answer',
      call: (c) => acceptQuote(c, 'jr-1'),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/acceptQuote',
      returns: {},
    },
    {
      name: 'rejectQuote trims the reason',
      call: (c) => rejectQuote(c, 'jr-1', ' wrong scope '),
      method: 'POST',
      path: '/jobRequests/jr-1/actions/rejectQuote',
      body: { rejectionReason: 'wrong scope' },
      returns: undefined,
    },
  ]);

  it('a page without items is a ResponseFormatError', async () => {
    answerEverything(server, 200, [jobRequest]);
    await expect(listJobRequests(newClient(), {})).rejects.toBeInstanceOf(ResponseFormatError);
  });

  it("archive 400 reads 'Invalid request origination'", async () => {
    answerEverything(server, 400, { message: 'origination EMAIL' });
    const error = await archiveJobRequest(newClient(), 'jr-1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(userFacingMessage(error)).toBe('Invalid request origination');
  });

  it("archive 404 reads 'Job request not found'", async () => {
    answerEverything(server, 404, {});
    expect(userFacingMessage(await archiveJobRequest(newClient(), 'jr-1').catch((e: unknown) => e))).toBe(
      'Job request not found',
    );
  });

  it("409 on accept quote reads 'Conflict error'", async () => {
    answerEverything(server, 409, { message: 'Quote expired' });
    expect(userFacingMessage(await acceptQuote(newClient(), 'jr-1').catch((e: unknown) => e))).toBe(
      'Conflict error',
    );
  });

  it("409 on reject quote reads 'Conflict error'", async () => {
    answerEverything(server, 409, {});
    expect(userFacingMessage(await rejectQuote(newClient(), 'jr-1').catch((e: unknown) => e))).toBe(
      'Conflict error',
    );
  });

  it('a redirectUrl that is not text is a ResponseFormatError', async () => {
    answerEverything(server, 200, { redirectUrl: 42 });
    await expect(acceptQuote(newClient(), 'jr-1')).rejects.toBeInstanceOf(ResponseFormatError);
  });
});
