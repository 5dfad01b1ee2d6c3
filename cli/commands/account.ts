// signup | confirm-email: self-registration and the e-mail confirmation link, on the portal's own flows
// (platform/flows/signUp.ts and confirmEmail.ts): same phases, same messages.
import type { Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { collect, examples } from './shared';

export function registerAccount(program: Command, state: ProgramState): void {
  const load = () => import('../actions/account');

  program
    .command('signup')
    .description("Create an account (the sign-up page's phases); prints the new username")
    .option('--first-name <name>', 'first name (required)')
    .option('--last-name <name>', 'last name (required)')
    .option('--email <address>', 'e-mail address; its domain finds the company (required)')
    .option(
      '--password <password>',
      'password: 8+ characters, a digit, an upper- and a lower-case letter (required)',
    )
    .option('--repeat-password <password>', 'the password again (default: --password)')
    .option('--agree', 'accept the Terms of Service and Privacy Policy (required)')
    .option('--address1 <text>', 'address line 1 (required)')
    .option('--address2 <text>', 'address line 2')
    .option('--city <text>', 'city (required)')
    .option('--province <name|id>', 'state or province')
    .option('--country <name|id>', 'country (default: id 227, 226 on the uk branch)')
    .option('--zip <code>', 'zip code (required)')
    .option('--link-client-id <clientId>', 'the client id of a sign-up link (plain, not base64)')
    .option('--link-token <token>', 'the token of a sign-up link')
    .option('--company <clientId>', 'the company, when several match the e-mail domain')
    .option('--field <name=value>', 'a custom user field (repeatable)', collect)
    .option('--code <code>', 'the e-mail verification code (fixtures: read from their mailbox)')
    .addHelpText(
      'after',
      examples(
        'llts signup --first-name Kim --last-name Ko --email kim@stark.example --password Secret-pass-1 --agree \\\n      --address1 "1 Main St" --city Boston --zip 02110',
      ),
    )
    .action(lazyAction(state, () => load().then((m) => m.signup)));

  program
    .command('confirm-email')
    .description('Confirm an e-mail address with the code of its confirmation link')
    .option('--email <address>', 'the e-mail address')
    .option('--code <code>', 'the verification code')
    .addHelpText('after', examples('llts confirm-email --email kim@stark.example --code 123456'))
    .action(lazyAction(state, () => load().then((m) => m.confirmEmail)));
}

export function registerPassword(program: Command, state: ProgramState): void {
  const password = program
    .command('password')
    .description('Your password: change it signed in, or reset a forgotten one with a code sent by e-mail');
  password
    .command('change')
    .description('Change the password (old and new from prompts without echo, or one per line on stdin)')
    .addHelpText('after', examples('printf \'%s\\n\' "$OLD" "$NEW" | llts --user employee password change'))
    .action(lazyAction(state, () => import('../actions/password').then((m) => m.change)));
  password
    .command('forgot')
    .description(
      'Reset a forgotten password: e-mails a code to the account, then sets the new password with it (on a terminal: asks for the code and the new password, twice, without echo)',
    )
    .argument('<username>', 'username or e-mail address of the account')
    .option(
      '--code <code>',
      'the code from the e-mail: sends none, sets the password given with --password-stdin',
    )
    .addHelpText(
      'after',
      examples(
        'llts password forgot kim@stark.example     # a terminal asks for the code and the new password; elsewhere:',
        'printf \'%s\\n\' "$NEW_PASSWORD" | llts --password-stdin password forgot kim@stark.example --code 123456',
      ) +
        "\nThe same answer whether or not the account exists. Exit 1: the code is wrong, expired or tried too often\n(the sign-in service's words); exit 2: a malformed code, a password that breaks the rule, no password given.\n",
    )
    .action(lazyAction(state, () => import('../actions/passwordForgot').then((m) => m.forgot)));
}
