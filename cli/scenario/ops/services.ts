// mt.*, reference.*, clientConfigs.*, emailVerification.*: the single calls and flows of those screens.
import { listClientConfigs } from '../../../src/platform/api/clientConfigs';
import {
  sendEmailVerificationCode,
  validateEmailVerificationCode,
} from '../../../src/platform/api/emailVerification';
import { getMachineTranslationSettings } from '../../../src/platform/api/machineTranslation';
import { listCountries, listLanguages, listProvinces } from '../../../src/platform/api/referenceData';
import { listCustomFieldDefinitions } from '../../../src/platform/api/clientConfigs';
import { getJobRequest } from '../../../src/platform/api/jobRequests';
import { getUserAccount } from '../../../src/platform/api/userAccount';
import type { HumanEscalationReason } from '../../../src/platform/domain/enums';
import { optionalText, required, text, textList, type Operation } from '../operation';
import { scenarioFiles } from './requests';

// Flows that bring validation (yup) or dates (moment) are imported when a step calls them: a run that does
// not use them does not load them.

export const serviceOperations: Record<string, Operation> = {
  'mt.settings': { args: {}, run: ({ http }) => getMachineTranslationSettings(http) },
  'mt.translateText': {
    args: {
      text: { type: 'string', ...required },
      from: { type: 'string' },
      to: { type: 'string', ...required },
      postEdit: { type: 'boolean' },
    },
    run: async ({ http, args }) => {
      const settings = await getMachineTranslationSettings(http);
      const { translateTextFlow } = await import('../../../src/platform/flows/translateText');
      return translateTextFlow(
        http,
        {
          text: text(args.text),
          from: optionalText(args.from),
          to: text(args.to),
          postEdit: args.postEdit === true,
        },
        { maxCharactersPerRequest: settings.maxCharactersPerRequest },
      );
    },
  },
  'mt.translateFiles': {
    args: {
      name: { type: 'string', ...required },
      from: { type: 'string', ...required },
      to: { type: 'any', ...required },
      files: { type: 'array', ...required },
    },
    run: async ({ http, args, world }) => ({
      id: await (
        await import('../../../src/platform/flows/translateFiles')
      ).translateFilesFlow(
        http,
        {
          requestName: text(args.name),
          sourceLanguageId: text(args.from),
          targetLanguageIds: textList(args.to),
          files: scenarioFiles(args.files),
        },
        { settings: await getMachineTranslationSettings(http), fetch: world.fetch },
      ),
    }),
  },
  'mt.escalate': {
    args: {
      id: { type: 'string', ...required },
      reason: { type: 'string', ...required },
      otherReason: { type: 'string' },
      notes: { type: 'string' },
      name: { type: 'string' },
      to: { type: 'any' },
      fields: { type: 'object' },
    },
    run: async ({ http, args }) => {
      const [request, settings, account] = await Promise.all([
        getJobRequest(http, text(args.id)),
        getMachineTranslationSettings(http),
        getUserAccount(http),
      ]);
      const clientId = account.clientConfig?.clientId;
      const definitions = clientId ? await listCustomFieldDefinitions(http, clientId, 'PROJECT') : [];
      const { escalateToHumanExpert } = await import('../../../src/platform/flows/humanEscalation');
      const body = await escalateToHumanExpert(
        http,
        request,
        {
          projectName: optionalText(args.name) ?? request.name,
          sourceLanguageId: request.sourceLanguage?.id ?? '',
          targetLanguageIds:
            args.to === undefined ? (request.targetLanguages ?? []).map((t) => t.id) : textList(args.to),
          reason: text(args.reason) as HumanEscalationReason,
          otherReason: optionalText(args.otherReason),
          notes: optionalText(args.notes),
          customValues: (args.fields ?? {}) as Record<string, unknown>,
        },
        { settings, definitions },
      );
      return { id: request.id, body };
    },
  },
  'reference.languages': { args: {}, run: ({ http }) => listLanguages(http) },
  'reference.countries': { args: {}, run: ({ http }) => listCountries(http) },
  'reference.provinces': { args: {}, run: ({ http }) => listProvinces(http) },
  'clientConfigs.list': {
    args: { emailDomain: { type: 'string' }, contactEmail: { type: 'string' } },
    run: ({ http, args }) =>
      listClientConfigs(http, {
        emailDomain: optionalText(args.emailDomain),
        contactEmail: optionalText(args.contactEmail),
      }),
  },
  'emailVerification.send': {
    args: { email: { type: 'string', ...required } },
    run: ({ http, args }) => sendEmailVerificationCode(http, text(args.email)).then(() => ({ sent: true })),
  },
  'emailVerification.validate': {
    args: { email: { type: 'string', ...required }, code: { type: 'string', ...required } },
    run: ({ http, args }) =>
      validateEmailVerificationCode(http, { email: text(args.email), verificationCode: text(args.code) }),
  },
};
