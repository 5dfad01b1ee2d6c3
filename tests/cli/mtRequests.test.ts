// mt list | show | escalate, in-process on the embedded fixtures.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliHome, STACK_LINE } from './support';

describe('mt request commands', { timeout: 30_000 }, () => {
  const home = cliHome();
  afterAll(() => home.cleanup());

  it('lists only AI Translation requests, filtered by status group', async () => {
    const all = (await home.run(['--user', 'client', '--json', 'mt', 'list', '--all'])).json<{
      items: { origination: string }[];
    }>();
    expect(all.items.length).toBeGreaterThan(0);
    expect(new Set(all.items.map((r) => r.origination))).toEqual(new Set(['MT']));
    const failed = (
      await home.run(['--user', 'client', '--json', 'mt', 'list', '--status', 'Failed', '--all'])
    ).json<{
      items: { status: string }[];
    }>();
    expect(failed.items.length).toBeGreaterThan(0);
    expect(failed.items.every((r) => r.status === 'FAILED')).toBe(true);
    const human = await home.run(['--user', 'client', 'mt', 'list', '--page-size', '2']);
    expect(human.stdout).toMatch(/^id\s+name\s+source\s+targets\s+submitted\s+status/);
    expect(human.stdout).toContain('More: --page-token');
  });

  it('shows one request', async () => {
    const shown = await home.run(['--user', 'client', 'mt', 'show', 'jr-mt-done']);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toMatch(/^MT - Product FAQ \(jr-mt-done\)/);
    expect(shown.stdout).toMatch(/status:\s+Completed \(COMPLETED\)/);
  });

  it('escalates a completed request; refuses what the drawer refuses, in one clear line each', async () => {
    const early = await home.run([
      '--user',
      'client',
      'mt',
      'escalate',
      'jr-mt-progress',
      '--reason',
      'need-human-translation',
    ]);
    expect(early.code).toBe(1);
    expect(early.stderr.trim()).toBe(
      'Only a completed or failed request can go to a human expert (this one is ANALYZING).',
    );
    const badReason = await home.run([
      '--user',
      'client',
      'mt',
      'escalate',
      'jr-mt-done',
      '--reason',
      'maybe',
    ]);
    expect(badReason.code).toBe(2);
    expect(badReason.stderr.trim()).toBe(
      "Unknown reason 'maybe'; one of clean-up-formatting, need-human-translation, other.",
    );
    const noOther = await home.run([
      '--user',
      'client',
      'mt',
      'escalate',
      'jr-mt-done',
      '--reason',
      'other',
      '--field',
      'Department=Sales',
    ]);
    expect(noOther.code).toBe(2);
    expect(noOther.stderr).toContain('otherReason: Required');
    const noField = await home.run([
      '--user',
      'client',
      'mt',
      'escalate',
      'jr-mt-done',
      '--reason',
      'clean-up-formatting',
    ]);
    expect(noField.code).toBe(2);
    expect(noField.stderr).toContain("--field 'Department=...'");

    const sent = await home.run([
      '--user',
      'client',
      '--json',
      'mt',
      'escalate',
      'jr-mt-done',
      '--reason',
      'other',
      '--other-reason',
      'Tone',
      '--field',
      'Department=Sales',
    ]);
    expect(sent.code).toBe(0);
    expect(sent.json()).toEqual({ id: 'jr-mt-done', status: 'SUBMITTING_TO_XTRF' });
    expect(sent.stderr).toContain('Sent MT - Product FAQ (jr-mt-done) to a human expert.');
    for (const run of [early, badReason, noOther, noField]) expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('asks for a reason unless the organisation hides it; hidden notes are not sent', async () => {
    const own = cliHome();
    try {
      const noReason = await own.run([
        '--user',
        'client',
        'mt',
        'escalate',
        'jr-mt-done',
        '--field',
        'Department=Sales',
      ]);
      expect(noReason.code).toBe(2);
      expect(noReason.stderr).toContain('reason: Required');
      // The organisation's MT settings hide the reason and the notes (kept in the CLI's fixture state file).
      const stateFile = join(own.dir, 'fixtures-state.json');
      const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
        mtSettings: Record<string, Record<string, unknown>>;
      };
      state.mtSettings.acme = {
        ...state.mtSettings.acme,
        hideHumanEscalationReason: true,
        hideHumanEscalationNotes: true,
      };
      writeFileSync(stateFile, JSON.stringify(state));
      const sent = await own.run([
        '--user',
        'client',
        'mt',
        'escalate',
        'jr-mt-done',
        '--field',
        'Department=Sales',
        '--notes',
        'Never sent',
      ]);
      expect(sent.code).toBe(0);
      const shown = await own.run(['--user', 'client', '--json', 'mt', 'show', 'jr-mt-done']);
      const notes = String(shown.json<{ notes?: string }>().notes ?? '');
      expect(notes).toContain('Source: AI Translation request');
      expect(notes).not.toContain('Never sent');
      expect(notes).not.toContain('Reason:');
    } finally {
      own.cleanup();
    }
  });
});
