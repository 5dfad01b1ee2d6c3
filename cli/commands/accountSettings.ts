// mfa | language-groups | org-users: the account settings drawer's screens (spec part 1 §2) over the same
// platform flows (authenticatorMfa, languageGroups, organizationUsers).
import { Option, type Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { commaList, examples, YES_DESCRIPTION, YES_FLAGS } from './shared';

export function registerAccountSettings(program: Command, state: ProgramState): void {
  const mfaActions = () => import('../actions/mfa');
  const mfa = program.command('mfa').description("The signed-in user's authenticator-app MFA");
  mfa
    .command('status')
    .description('Whether the authenticator app is on')
    .addHelpText('after', examples('llts --user mfa --json mfa status'))
    .action(lazyAction(state, () => mfaActions().then((m) => m.status)));
  mfa
    .command('enable')
    .description(
      'Turn the authenticator app on: prints its otpauth URI and secret (and a QR code on a terminal), then asks for a code; or verify with --code',
    )
    .option(
      '--code <digits>',
      'the 6-digit code of the app, for a setup begun by an earlier `llts mfa enable`',
    )
    .addHelpText(
      'after',
      examples(
        'llts --user employee mfa enable            # scan or type the secret, then:',
        'llts --user employee mfa enable --code 123456',
      ),
    )
    .action(lazyAction(state, () => mfaActions().then((m) => m.enable)));
  mfa
    .command('disable')
    .description('Turn the authenticator app off (sign-in asks for no code)')
    .addHelpText('after', examples('llts --user mfa mfa disable'))
    .action(lazyAction(state, () => mfaActions().then((m) => m.disable)));

  const groupActions = () => import('../actions/languageGroups');
  const scope = () =>
    new Option('--scope <scope>', 'personal or organization (organisation-wide: client role only)')
      .choices(['personal', 'organization'])
      .default('personal');
  const groups = program
    .command('language-groups')
    .description('Personal and organisation-wide language groups');
  groups
    .command('list')
    .description('The language groups (both scopes unless --scope)')
    .addOption(scope().default(undefined))
    .addHelpText('after', examples('llts --user client language-groups list --scope organization --json'))
    .action(lazyAction(state, () => groupActions().then((m) => m.list)));
  groups
    .command('add <name>')
    .description('Add a group (the whole list of the scope is stored)')
    .addOption(scope())
    .option('--languages <ids>', 'language ids or names, comma-separated (required)', commaList)
    .addHelpText('after', examples('llts --user client language-groups add "DACH" --languages deu,fra'))
    .action(lazyAction(state, () => groupActions().then((m) => m.add)));
  groups
    .command('edit <name>')
    .description('Rename a group or change its languages')
    .addOption(scope())
    .option('--name <name>', 'the new name')
    .option('--languages <ids>', 'the new languages, comma-separated', commaList)
    .addHelpText('after', examples('llts --user client language-groups edit LatAm --name "Latin America"'))
    .action(lazyAction(state, () => groupActions().then((m) => m.edit)));
  groups
    .command('delete <name>')
    .description('Delete a group (asks first; --yes without a terminal)')
    .addOption(scope())
    .option(YES_FLAGS, YES_DESCRIPTION)
    .addHelpText(
      'after',
      examples(
        'llts --user client language-groups delete LatAm',
        'llts --user client language-groups delete LatAm --yes',
      ),
    )
    .action(lazyAction(state, () => groupActions().then((m) => m.remove)));

  const userActions = () => import('../actions/orgUsers');
  const users = program
    .command('org-users')
    .description("The organisation's users (client role, organisation management on)");
  users
    .command('list')
    .description('Name, e-mail, account status and MFA of each user')
    .option('--search <text>', 'e-mail, first or last name containing the text (any case)')
    .addHelpText('after', examples('llts --user client org-users list --search ortega'))
    .action(lazyAction(state, () => userActions().then((m) => m.list)));
  for (const [name, description, asks] of [
    ['disable-mfa', "Turn a user's MFA off (not your own account, not a disabled one)", true],
    ['disable', "Disable a user's account (not your own)", true],
    ['enable', "Enable a user's account (not your own)", false],
  ] as const) {
    const command = users
      .command(`${name} <user>`)
      .description(
        `${description}; <user> is a username or an e-mail address${asks ? ' (asks first; --yes without a terminal)' : ''}`,
      );
    if (asks) command.option(YES_FLAGS, YES_DESCRIPTION);
    command
      .addHelpText('after', examples(`llts --user client org-users ${name} raj.patel${asks ? ' --yes' : ''}`))
      .action(lazyAction(state, () => userActions().then((m) => m.actions[name])));
  }
}
