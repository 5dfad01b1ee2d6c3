// signUp.run and emailVerification.confirm: the sign-up phase machine from the first phase to its end
// (an error page, the internal error or the created account) and the confirmation link's flow.
import type { Address } from '../../../src/platform/domain/entities/geography';
import type { SignUpState, SignUpUserInput } from '../../../src/platform/flows/signUp';
import { encodeClientLink } from '../../../src/platform/domain/clientLink';
import { text, required, type Operation } from '../operation';

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** What a step sees of the end state: the phase, and what it names. */
function outcome(state: SignUpState) {
  switch (state.phase) {
    case 'accountCreated':
      return { phase: state.phase, username: state.email, clientId: state.client.clientId };
    case 'companySelection':
      return { phase: state.phase, choices: state.choices.map((c) => c.clientId) };
    case 'customValues':
      return {
        phase: state.phase,
        clientId: state.client.clientId,
        fields: state.definitions.map((d) => d.name),
      };
    case 'internalError':
      return { phase: state.phase, message: state.message };
    default:
      return { phase: state.phase };
  }
}

export const signUpOperations: Record<string, Operation> = {
  'signUp.run': {
    args: {
      user: { type: 'object', ...required },
      address: { type: 'object', ...required },
      link: { type: 'object' },
      company: { type: 'string' },
      customValues: { type: 'object' },
    },
    run: async ({ http, args }) => {
      const { advanceSignUp, startSignUp } = await import('../../../src/platform/flows/signUp');
      const link = record(args.link);
      const segments =
        link.clientId !== undefined ? encodeClientLink(text(link.clientId), text(link.token)).split('/') : [];
      // A raw segment (e.g. an undecodable client id) may be given as link.segment.
      let state =
        link.segment !== undefined
          ? startSignUp(text(link.segment), text(link.token))
          : startSignUp(segments[0], segments[1]);
      const user = record(args.user);
      const password = text(user.password);
      const input: SignUpUserInput = {
        firstName: text(user.firstName),
        lastName: text(user.lastName),
        email: text(user.email),
        password,
        repeatPassword: user.repeatPassword === undefined ? password : text(user.repeatPassword),
        agreement: user.agreement !== false,
      };
      state = await advanceSignUp(http, state, { type: 'userInfo', user: input });
      state = await advanceSignUp(http, state, {
        type: 'address',
        address: record(args.address) as unknown as Address,
      });
      if (state.phase === 'companySelection' && args.company !== undefined) {
        state = await advanceSignUp(http, state, { type: 'selectCompany', clientId: text(args.company) });
      }
      if (state.phase === 'customValues' && args.customValues !== undefined) {
        state = await advanceSignUp(http, state, { type: 'customValues', values: record(args.customValues) });
      }
      return outcome(state);
    },
  },
  'emailVerification.confirm': {
    args: { email: { type: 'string' }, code: { type: 'string' } },
    run: async ({ http, args }) =>
      (await import('../../../src/platform/flows/confirmEmail')).confirmEmailLink(http, {
        email: args.email as string | undefined,
        verificationCode: args.code as string | undefined,
      }),
  },
};
