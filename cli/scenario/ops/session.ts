// auth.* and userAccount.*: who the scenario acts as, and what the API says about them.
import {
  getEnabledApplications,
  getUserAccount,
  listLinkedClients,
} from '../../../src/platform/api/userAccount';
import { optionalText, required, text, type Operation } from '../operation';

export const sessionOperations: Record<string, Operation> = {
  'auth.signIn': {
    args: {
      username: { type: 'string', ...required },
      password: { type: 'string' },
      code: { type: 'string' },
      totpSecret: { type: 'string' },
    },
    run: ({ args, world }) =>
      world.signIn(text(args.username), optionalText(args.password), {
        code: optionalText(args.code),
        totpSecret: optionalText(args.totpSecret),
      }),
  },
  'auth.signOut': { args: {}, run: ({ world }) => world.signOut().then(() => ({ signedOut: true })) },
  'auth.whoami': { args: {}, run: async ({ world }) => world.currentUser() ?? null },
  'userAccount.get': { args: {}, run: ({ http }) => getUserAccount(http) },
  'userAccount.enabledApplications': { args: {}, run: ({ http }) => getEnabledApplications(http) },
  'userAccount.linkedClients': { args: {}, run: ({ http }) => listLinkedClients(http) },
};
