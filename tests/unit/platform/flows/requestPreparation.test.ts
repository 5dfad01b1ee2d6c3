import { beforeEach, describe, expect, it } from 'vitest';
import { getClientConfig } from '../../../../src/platform/api/clientConfigs';
import type { ClientConfig } from '../../../../src/platform/domain/entities/clientConfig';
import type { InvalidInputError } from '../../../../src/platform/flows/flowErrors';
import { FlowError } from '../../../../src/platform/flows/flowErrors';
import {
  REQUEST_PREPARATION_MESSAGES as TEXT,
  prepareCreateRequest,
  signedInRequestClient,
  type RequestDraft,
} from '../../../../src/platform/flows/requestPreparation';
import { MESSAGES } from '../../../../src/platform/validation/messages';
import { clientFor, useRuntimeBackend } from '../../../fixtures/support/runtimeBackend';
import { sentTo } from './support';

// acme as seeded: translation except for legal work (estimated first), four workflows, custom project
// fields with defaults (and USER fields, for sign-up only).
const backend = useRuntimeBackend();
const http = clientFor('client');
const sent = () => sentTo(backend());
let acme: ClientConfig;
/** acme's config as the form holds it, read before the journal is emptied. */
const seeded = async () => {
  acme = await getClientConfig(http, 'acme');
  backend().clearJournal();
};
// Legal work needs its matter number as well.
const LEGAL = { Department: 'Legal', 'Matter number': 'LG-000001' };
const draft = (extra: Partial<RequestDraft> = {}): RequestDraft => ({
  client: acme,
  estimate: false,
  service: 101,
  fields: { Department: 'Sales' },
  projectName: 'Brochure',
  sourceLanguageId: 'enu',
  targetLanguageIds: ['deu'],
  inputMethod: 'TEXT',
  textInput: 'Hello',
  ...extra,
});

describe('prepareCreateRequest', () => {
  beforeEach(seeded);

  it('builds the payload: service id, project fields with defaults in submitted shape, no USER fields', async () => {
    const { input, errors } = await prepareCreateRequest(http, draft({ service: 'certified translation' }));
    expect(errors).toEqual({});
    expect(sent().map((s) => [s.path, s.query])).toEqual([
      ['/clientConfigs/acme/customFieldDefinitions', { category: 'PROJECT' }],
    ]);
    expect(input.submitType).toBe('PROJECT');
    expect(input.payload).toMatchObject({
      clientId: 'acme',
      xtrfServiceId: 103,
      // The given value, then the defaults; the hidden matter number and the USER fields (Office, Job
      // title...) are not sent.
      customFields: [
        { fieldName: 'Department', value: 'Sales', mapping: 'department' },
        { fieldName: 'Cost center', value: 'CC-1000', mapping: 'costCenter' },
        { fieldName: 'Channels', value: 'Web|Print', mapping: 'channels' },
        { fieldName: 'Contains trademarks', value: 'false', mapping: 'trademarks' },
        { fieldName: 'PO number', value: 'PO-ACME-2024', mapping: 'poNumber' },
      ],
    });
  });

  it("the submission mode's exception decides the submit type: legal work is estimated first", async () => {
    expect((await prepareCreateRequest(http, draft({ fields: LEGAL }))).errors).toEqual({
      submitType: TEXT.estimationOnly,
    });
    expect((await prepareCreateRequest(http, draft({ estimate: true }))).errors).toEqual({
      submitType: TEXT.translationOnly,
    });
    const legalEstimate = await prepareCreateRequest(http, draft({ estimate: true, fields: LEGAL }));
    expect(legalEstimate.errors).toEqual({});
    expect(legalEstimate.input.submitType).toBe('ESTIMATE');
  });

  it('a service is required when the client has workflows, and must be one of them', async () => {
    expect((await prepareCreateRequest(http, draft({ service: undefined }))).errors.service).toBe(
      `${MESSAGES.REQUIRED} (one of 101 (Translation + Editing), 102 (Translation + Editing + Proofreading), ` +
        '103 (Certified Translation), 104 (Desktop Publishing))',
    );
    expect((await prepareCreateRequest(http, draft({ service: 'DTP' }))).errors.service).toMatch(
      /^Unknown service 'DTP'/,
    );
    const noWorkflows = { ...acme, selectableWorkflows: [] };
    expect(
      (await prepareCreateRequest(http, draft({ client: noWorkflows, service: undefined }))).errors,
    ).toEqual({});
  });

  it('every problem at once: form rules, custom fields (unknown names too)', async () => {
    const { errors } = await prepareCreateRequest(
      http,
      draft({ projectName: 'a;b', targetLanguageIds: ['enu'], fields: { Dept: 'x' } }),
    );
    expect(errors).toEqual({
      projectName: MESSAGES.PROJECT_NAME_SEMICOLON,
      targetLanguageIds: MESSAGES.TARGETS_INCLUDE_SOURCE,
      'customFields.Department': MESSAGES.REQUIRED,
      // Known: acme's project fields (its USER fields are not asked for).
      customFields: TEXT.unknownFields(
        ['Dept'],
        [
          'Department',
          'Cost center',
          'Matter number',
          'Audience',
          'Channels',
          'Publication date',
          'Contains trademarks',
          'Reviewer',
          'Style notes',
          'PO number',
        ],
      ),
    });
  });

  it('the generic web form (no client) asks for estimates only, has no fields and looks nothing up', async () => {
    const web = await prepareCreateRequest(
      http,
      draft({ client: undefined, service: undefined, fields: {} }),
    );
    expect(web.errors).toEqual({ submitType: TEXT.webformEstimateOnly });
    expect(sent()).toEqual([]);
    const withFields = await prepareCreateRequest(
      http,
      draft({ client: undefined, estimate: true, service: undefined }),
    );
    expect(withFields.errors).toEqual({ customFields: TEXT.noFieldsWithoutClient });
  });

  it("a visitor's contact travels without custom fields of its own", async () => {
    const { input } = await prepareCreateRequest(
      http,
      draft({ contact: { email: 'v@acme.example', firstName: 'V', lastName: 'S' } }),
    );
    expect(input.payload.contactInfo).toEqual({
      email: 'v@acme.example',
      firstName: 'V',
      lastName: 'S',
      customFields: [],
    });
  });
});

describe('signedInRequestClient', () => {
  it("the user's own ACTIVE organisation, or a linked one asked for by id", async () => {
    await seeded();
    expect(await signedInRequestClient(http)).toEqual({ client: acme, email: 'client@acme.example' });
    // `client` is linked to globex, not to umbrella.
    expect((await signedInRequestClient(http, 'globex')).client.clientId).toBe('globex');
    const refused = await signedInRequestClient(http, 'umbrella').catch((e: unknown) => e);
    expect((refused as InvalidInputError).fields).toEqual({ clientId: TEXT.notLinked('umbrella') });
    expect(sent().map((s) => s.path)).toEqual([
      '/userAccount',
      '/userAccount',
      '/userAccount/linkedClients',
      '/clientConfigs/globex',
      '/userAccount',
      '/userAccount/linkedClients',
    ]);
  });

  it('no organisation yet, or an inactive one, stops the request', async () => {
    expect(
      ((await signedInRequestClient(clientFor('noclient')).catch((e: unknown) => e)) as InvalidInputError)
        .fields,
    ).toEqual({ clientId: TEXT.noOrganisation });
    backend().ctx.state.clientConfigs.find((config) => config.clientId === 'acme')!.status = 'INACTIVE';
    const inactive = await signedInRequestClient(http).catch((e: unknown) => e);
    expect(inactive).toBeInstanceOf(FlowError);
    expect((inactive as FlowError).code).toBe('inactiveClient');
  });
});
