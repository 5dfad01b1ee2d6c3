// quote show | pdf | accept | reject: the auto quote of a job request (spec part 1 §4, §5; the page's PDF).
import { Option, type Command } from 'commander';
import { lazyAction, type ProgramState } from '../action';
import { examples } from './shared';

export function registerQuote(program: Command, state: ProgramState): void {
  const quote = program
    .command('quote')
    .description('Auto quotes: show, save as PDF, accept with payment preferences, reject');
  const load = () => import('../actions/quote');

  quote
    .command('show <jobRequestId>')
    .description('Source, targets (sorted) with pages and cost per language, total, and state')
    .addHelpText('after', examples('llts quote show aq-ready', 'llts quote show aq-expired --json'))
    .action(lazyAction(state, () => load().then((m) => m.show)));

  quote
    .command('pdf <jobRequestId>')
    .description("The quote as the PDF the quote page's Download PDF saves")
    .option('-o, --out <file>', 'the PDF file (default: quote-<reference id>.pdf)')
    .addOption(
      new Option(
        '--variant <variant>',
        "the issuer's address (default: uk under the global --branch uk, else us)",
      ).choices(['us', 'uk']),
    )
    .addHelpText(
      'after',
      examples(
        'llts quote pdf aq-ready -o quote.pdf',
        'llts quote pdf aq-ready-gbp --variant uk',
        "llts --branch b-west quote pdf aq-ready   # the branch's support contacts",
      ),
    )
    .action(lazyAction(state, () => import('../actions/quotePdf').then((m) => m.pdf)));

  quote
    .command('accept <jobRequestId>')
    .description("Accept the quote with the payment dialog's rules")
    .addOption(
      new Option('--payment <type>', 'payment option').choices([
        'credit-card',
        'bill-to-account',
        'invoice-directly',
      ]),
    )
    .option('--address1 <text>', 'billing address line 1 (credit card: required)')
    .option('--address2 <text>', 'billing address line 2')
    .option('--city <text>', 'billing city (credit card: required)')
    .option('--province <name|id>', 'state or province (credit card: required)')
    .option('--country <name|id>', 'country (credit card: required)')
    .option('--zip <code>', 'zip code (credit card: required)')
    .option('--email <address>', 'billing e-mail (invoice directly)')
    .option('--phone <number>', 'billing phone (invoice directly)')
    .option('--client-id-number <id>', 'client id number (bill to account: required)')
    .option('--personal-code <code>', 'personal code (bill to account)')
    .option('--agree', 'acknowledge the Terms of Service and Privacy Policy (required)')
    .addHelpText(
      'after',
      examples(
        'llts quote accept aq-ready --payment bill-to-account --client-id-number C-42 --agree',
        'llts quote accept aq-ready --payment credit-card --address1 "1 Main St" --city Boston \\\n      --province Massachusetts --country "United States" --zip 02110 --agree',
      ),
    )
    .action(lazyAction(state, () => load().then((m) => m.accept)));

  quote
    .command('reject <jobRequestId>')
    .description('Reject the quote, with an optional reason')
    .option('--reason <text>', 'why (optional; trimmed)')
    .addHelpText('after', examples('llts quote reject aq-ready --reason "Too expensive"'))
    .action(lazyAction(state, () => load().then((m) => m.reject)));
}
