// login, logout, whoami, apps.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples } from './shared';

export function registerSession(program: Command, state: ProgramState): void {
  program
    .command('login')
    .description('Sign in and keep the session (refreshable tokens) for later commands')
    .option('--code <digits>', 'authenticator-app code, when the account uses MFA')
    .option('--totp-secret <base32>', 'compute the authenticator-app code from this secret')
    .addHelpText(
      'after',
      examples(
        'llts login --user client                      # fixtures: the persona name is enough',
        'llts login --user mfa --totp-secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        'LLTS_USER=jane LLTS_PASSWORD=... llts --api https://api.example.com/api/v1 --user-pool-id eu-west-1_x --client-id abc login',
      ),
    )
    .action(lazyAction(state, () => import('../actions/session').then((m) => m.login)));

  program
    .command('logout')
    .description('End the stored session: forget it here and revoke it at the sign-in service')
    .option(
      '--everywhere',
      "sign out of all devices: end every session of the user (Cognito's GlobalSignOut)",
    )
    .addHelpText('after', examples('llts logout', 'llts logout --everywhere'))
    .action(lazyAction(state, () => import('../actions/session').then((m) => m.logout)));

  program
    .command('whoami')
    .description('The signed-in user, roles, organisation and impersonation')
    .addHelpText('after', examples('llts whoami', 'llts --user admin --impersonate employee whoami --json'))
    .action(lazyAction(state, () => import('../actions/session').then((m) => m.whoami)));

  program
    .command('apps')
    .description("The applications enabled for the user (the home page's tiles)")
    .addHelpText('after', examples('llts apps', 'llts --user noapps apps'))
    .action(lazyAction(state, () => import('../actions/session').then((m) => m.apps)));
}
