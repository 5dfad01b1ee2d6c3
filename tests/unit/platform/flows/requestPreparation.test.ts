import { beforeEach, describe, expect, it } from 'vitest';
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
import { useFakeApi } from './support';

const acme: ClientConfig = {
  clientId: 'acme',
  companyName: 'Acme',
  status: 'ACTIVE',
  projectSubmissionMode: 'SUBMIT_FOR_TRANSLATION_EXCEPT',
  createProjectSettings: { submissionModeConditions: [{ fieldName: 'Department', value: 'Legal' }] },
  selectableWorkflows: [
    { xtrfServiceId: 101, name: 'Translation + Editing' },
    { xtrfServiceId: 103, name: 'Certified Translation' },
  ],
};
const fields = [
  {
    name: 'Department',
    type: 'LISTONLY',
    required: true,
    visible: true,
    options: ['Legal', 'Sales'],
    mapping: 'department',
  },
  { name: 'Cost center', type: 'INPUT_TEXT', visible: true, defaultValue: 'CC-1000' },
  { name: 'Office', type: 'INPUT_TEXT', category: 'USER', visible: true, required: true },
];
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
  const api = useFakeApi();
  beforeEach(() => {
    api.install();
    api.answer('GET /clientConfigs/acme/customFieldDefinitions', fields);
  });

  it('builds the payload: service id, project fields with defaults in submitted shape, no USER fields', async () => {
    const { input, errors } = await prepareCreateRequest(
      api.client(),
      draft({ service: 'certified translation' }),
    );
    expect(errors).toEqual({});
    expect(api.sent[0].query).toEqual({ category: 'PROJECT' });
    expect(input.submitType).toBe('PROJECT');
    expect(input.payload).toMatchObject({
      clientId: 'acme',
      xtrfServiceId: 103,
      customFields: [
        { fieldName: 'Department', value: 'Sales', mapping: 'department' },
        { fieldName: 'Cost center', value: 'CC-1000' },
      ],
    });
  });

  it("the submission mode's exception decides the submit type: legal work is estimated first", async () => {
    expect(
      (await prepareCreateRequest(api.client(), draft({ fields: { Department: 'Legal' } }))).errors,
    ).toEqual({
      submitType: TEXT.estimationOnly,
    });
    expect((await prepareCreateRequest(api.client(), draft({ estimate: true }))).errors).toEqual({
      submitType: TEXT.translationOnly,
    });
    const legalEstimate = await prepareCreateRequest(
      api.client(),
      draft({ estimate: true, fields: { Department: 'Legal' } }),
    );
    expect(legalEstimate.errors).toEqual({});
    expect(legalEstimate.input.submitType).toBe('ESTIMATE');
  });

  it('a service is required when the client has workflows, and must be one of them', async () => {
    expect((await prepareCreateRequest(api.client(), draft({ service: undefined }))).errors.service).toBe(
      `${MESSAGES.REQUIRED} (one of 101 (Translation + Editing), 103 (Certified Translation))`,
    );
    expect((await prepareCreateRequest(api.client(), draft({ service: 'DTP' }))).errors.service).toMatch(
      /^Unknown service 'DTP'/,
    );
    const noWorkflows = { ...acme, selectableWorkflows: [] };
    expect(
      (await prepareCreateRequest(api.client(), draft({ client: noWorkflows, service: undefined }))).errors,
    ).toEqual({});
  });

  it('every problem at once: form rules, custom fields (unknown names too)', async () => {
    const { errors } = await prepareCreateRequest(
      api.client(),
      draft({ projectName: 'a;b', targetLanguageIds: ['enu'], fields: { Dept: 'x' } }),
    );
    expect(errors).toEqual({
      projectName: MESSAGES.PROJECT_NAME_SEMICOLON,
      targetLanguageIds: MESSAGES.TARGETS_INCLUDE_SOURCE,
      'customFields.Department': MESSAGES.REQUIRED,
      customFields: TEXT.unknownFields(['Dept'], ['Department', 'Cost center', 'Office']),
    });
  });

  it('the generic web form (no client) asks for estimates only, has no fields and looks nothing up', async () => {
    const web = await prepareCreateRequest(
      api.client(),
      draft({ client: undefined, service: undefined, fields: {} }),
    );
    expect(web.errors).toEqual({ submitType: TEXT.webformEstimateOnly });
    expect(api.sent).toEqual([]);
    const withFields = await prepareCreateRequest(
      api.client(),
      draft({ client: undefined, estimate: true, service: undefined }),
    );
    expect(withFields.errors).toEqual({ customFields: TEXT.noFieldsWithoutClient });
  });

  it("a visitor's contact travels without custom fields of its own", async () => {
    const { input } = await prepareCreateRequest(
      api.client(),
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
  const api = useFakeApi();
  beforeEach(() => api.install());

  it("the user's own ACTIVE organisation, or a linked one asked for by id", async () => {
    api.answer('GET /userAccount', {
      loginName: 'client',
      email: 'c@acme.example',
      roles: [],
      clientConfig: acme,
    });
    expect(await signedInRequestClient(api.client())).toEqual({ client: acme, email: 'c@acme.example' });
    api.answer('GET /userAccount/linkedClients', [
      { clientId: 'globex', companyName: 'Globex', status: 'ACTIVE' },
    ]);
    api.answer('GET /clientConfigs/globex', { ...acme, clientId: 'globex' });
    expect((await signedInRequestClient(api.client(), 'globex')).client.clientId).toBe('globex');
    const refused = await signedInRequestClient(api.client(), 'umbrella').catch((e: unknown) => e);
    expect((refused as InvalidInputError).fields).toEqual({ clientId: TEXT.notLinked('umbrella') });
  });

  it('no organisation yet, or an inactive one, stops the request', async () => {
    api.answer(
      'GET /userAccount',
      { loginName: 'noclient', roles: [] },
      { loginName: 'x', roles: [], clientConfig: { ...acme, status: 'INACTIVE' } },
    );
    expect(
      ((await signedInRequestClient(api.client()).catch((e: unknown) => e)) as InvalidInputError).fields,
    ).toEqual({ clientId: TEXT.noOrganisation });
    const inactive = await signedInRequestClient(api.client()).catch((e: unknown) => e);
    expect(inactive).toBeInstanceOf(FlowError);
    expect((inactive as FlowError).code).toBe('inactiveClient');
  });
});
