// quote show | accept | reject, in-process on the embedded fixtures (state kept in the test's config dir).
import { afterAll, describe, expect, it } from 'vitest';
import { startFixtureServer } from '../../fixtures/server';
import { cliHome } from './support';

// Each command loads the platform and the fixtures in-process: on a loaded machine that takes seconds.
describe('quote commands', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());
  const run = (...args: string[]) => home.run(['--user', 'client', ...args]);

  it('show: targets sorted by name with pages and cost, the total in its currency, the state', async () => {
    const human = await run('quote', 'show', 'aq-ready');
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/state:\s+answerable/);
    expect(human.stdout).toMatch(
      /French \(France\)\s+12\s+\$270\.00\nGerman\s+12\s+\$270\.00\nSpanish \(Spain\)\s+12\s+\$270\.00/,
    );
    expect(human.stdout).toContain('total: $810.00');

    const json = (await run('--json', 'quote', 'show', 'aq-ready-eur')).json<{
      currency: string;
      targets: { language: string }[];
      state: string;
    }>();
    expect(json.currency).toBe('EUR');
    expect(json.targets.map((t) => t.language)).toEqual([...json.targets.map((t) => t.language)].sort());
    expect((await run('--json', 'quote', 'show', 'aq-expired')).json()).toMatchObject({ state: 'expired' });
    expect((await run('--json', 'quote', 'show', 'aq-accepted')).json()).toMatchObject({ state: 'accepted' });
  });

  it("show prints the quote's reference id, else the job request id (as the quote page does)", async () => {
    expect((await run('quote', 'show', 'aq-ready')).stdout).toMatch(/reference:\s+AQ-2024100\n/);
    const server = await startFixtureServer({ port: 0 });
    try {
      const stored = server.backend.ctx.state.jobRequests.find((job) => job.id === 'aq-ready-gbp')!;
      stored.externalReferenceId = undefined;
      const shown = await home.run(['--api', `${server.url}/api/v1`, 'quote', 'show', 'aq-ready-gbp']);
      expect(shown.stdout).toMatch(/reference:\s+aq-ready-gbp\n/);
      const json = await home.run([
        '--api',
        `${server.url}/api/v1`,
        '--json',
        'quote',
        'show',
        'aq-ready-gbp',
      ]);
      expect(json.json()).toMatchObject({ referenceId: 'aq-ready-gbp' });
    } finally {
      await server.close();
    }
  });

  it('accept checks the payment dialog rules first: exit 2 with the spec messages', async () => {
    const card = await run('quote', 'accept', 'aq-ready', '--payment', 'credit-card');
    expect(card.code).toBe(2);
    expect(card.stderr).toContain(
      'agreement: Please check the box to acknowledge the Terms of Service and Privacy Policy before accepting the quote.',
    );
    expect(card.stderr).toContain('address1: Required');
    const account = await run('quote', 'accept', 'aq-ready', '--payment', 'bill-to-account', '--agree');
    expect(account.stderr.trim()).toBe('clientIdNumber: Required');
    const none = await run('quote', 'accept', 'aq-ready', '--agree');
    expect(none.stderr.trim()).toBe('paymentType: Required');
    const country = await run(
      'quote',
      'accept',
      'aq-ready',
      '--payment',
      'credit-card',
      '--country',
      'Atlantis',
      '--agree',
    );
    expect(country.code).toBe(2);
    expect(country.stderr).toContain("country: Unknown country 'Atlantis'");
  });

  it('accept by credit card, with country and state by name; a second answer is a conflict (exit 1)', async () => {
    const args = [
      '--payment',
      'credit-card',
      '--address1',
      '1 Main St',
      '--city',
      'Boston',
      '--province',
      'massachusetts',
      '--country',
      'United States',
      '--zip',
      '02110',
      '--agree',
    ];
    const accepted = await run('--json', 'quote', 'accept', 'aq-ready', ...args);
    expect(accepted.code).toBe(0);
    expect(accepted.json()).toMatchObject({
      state: 'accepted',
      paymentPreferences: {
        paymentType: 'CREDIT_CARD',
        billingContact: { province: { id: 1022, name: 'Massachusetts' }, country: { id: 227 } },
      },
    });
    const again = await run('quote', 'reject', 'aq-ready');
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('Conflict error');
    const json = await run('--json', 'quote', 'reject', 'aq-ready');
    expect(json.json()).toMatchObject({ error: { code: 'api', status: 409, message: 'Conflict error' } });
  });

  it('reject with a reason; expired quotes are refused', async () => {
    const rejected = await run('--json', 'quote', 'reject', 'aq-ready-gbp', '--reason', '  Too late  ');
    expect(rejected.json()).toMatchObject({ state: 'rejected', rejectionReason: 'Too late' });
    const expired = await run('quote', 'reject', 'aq-past-deadline');
    expect(expired.code).toBe(1);
    expect(expired.stderr.trim()).toBe('This quote has expired and can no longer be accepted or rejected.');
  });

  it('works without signing in, like the page reached from the e-mailed link', async () => {
    const shown = await home.run(['quote', 'show', 'aq-ready-eur']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/state:\s+answerable/);
    const rejected = await home.run(['--json', 'quote', 'reject', 'aq-ready-eur', '--reason', 'No budget']);
    expect(rejected.code).toBe(0);
    expect(rejected.json()).toMatchObject({ state: 'rejected' });
  });

  it('accepts a card payment from a country without states, without --province', async () => {
    const args = [
      '--payment',
      'credit-card',
      '--address1',
      '5 rue de la Paix',
      '--city',
      'Paris',
      '--country',
      'France',
      '--zip',
      '75002',
      '--agree',
    ];
    expect((await home.run(['fixtures', 'reset'])).code).toBe(0);
    const accepted = await run('--json', 'quote', 'accept', 'aq-ready-eur', ...args);
    expect(accepted.code).toBe(0);
    expect(accepted.json()).toMatchObject({
      paymentPreferences: { billingContact: { country: { id: 73, name: 'France' } } },
    });
  });
});
