// "Copy as scenario": the demo backend's journal as an `llts scenario run` file, so a bug clicked through in
// the page becomes a replayable scenario. Each API call becomes a raw `http:` step (what the page sent,
// replayed as sent) as the user who sent it, with the fault it met and the status it got as the
// expectation. Sign-ins are not steps: the runner signs each `as:` user in itself. Time follows too: the
// runner starts from a fresh seed at its seed time, and the demo's seed was dated when it was last reset,
// so the clock is advanced to where it stood, relative to the seed, whenever it moved by more than a minute.
// Values are written as JSON, which is YAML: no YAML library in the panel's chunk.
import type { DemoJournalEntry } from '../../platform/react/demoControls';
import { PAGE_FAILURE_IDS, pageFailureMessages } from '../../platform/http/pageFailureTexts';

const API_ROOT = '/api/v1';
/** Below this, a gap between two requests is the user's pace, not a move of the clock. */
const CLOCK_STEP_MS = 60_000;

export interface ScenarioOptions {
  name: string;
  /** When the demo's seed was dated (the state's `seededAt`): the journal's times are read against it. */
  seededAt?: number;
}

const json = (value: unknown) => JSON.stringify(value);

/** A duration the scenario language reads (`fixtures.advanceClock`): whole seconds. */
const seconds = (ms: number) => `${Math.round(ms / 1000)}s`;

/** Why an entry cannot be replayed as a raw API call, or undefined when it can. */
function notReplayable(entry: DemoJournalEntry): string | undefined {
  if (entry.operation) return undefined;
  if (!entry.path.startsWith(`${API_ROOT}/`)) return 'not an API call (a file upload)';
  const body = entry.body as
    { multipart?: unknown; unreadable?: unknown; malformedJson?: unknown } | undefined;
  if (body && typeof body === 'object' && (body.multipart || body.unreadable || body.malformedJson)) {
    return 'its body is not JSON (files are not kept in the journal)';
  }
  return undefined;
}

function stepLines(entry: DemoJournalEntry): string[] {
  const path = entry.path.slice(API_ROOT.length);
  const request: Record<string, unknown> = { method: entry.method, path };
  if (Object.keys(entry.query).length) request.query = entry.query;
  if (entry.body !== undefined) request.body = entry.body;
  const lines = [`  - name: ${json(`${entry.method} ${path}`)}`];
  lines.push(`    as: ${json(entry.headers.tokenUsername ?? 'anonymous')}`);
  if (entry.headers.usernameOverride) lines.push(`    impersonate: ${json(entry.headers.usernameOverride)}`);
  // The fault met this very request: injected for it alone, on its exact path.
  if (entry.injected) lines.push(`    faults: [${json({ ...entry.injected, path: entry.path, times: 1 })}]`);
  lines.push(`    http: ${json(request)}`);
  // The CLI replays it, in English whatever the page's language.
  if (entry.status === 0)
    lines.push(`    expect: ${json({ error: pageFailureMessages.english(PAGE_FAILURE_IDS.network) })}`);
  else if (entry.status !== undefined) lines.push(`    expect: ${json({ status: entry.status })}`);
  return lines;
}

export function journalScenario(entries: readonly DemoJournalEntry[], options: ScenarioOptions): string {
  const lines = [
    `name: ${json(options.name)}`,
    'description: "Copied from the demo panel\'s journal; replay with: llts scenario run <this file>"',
    'tags: [demo-journal]',
    'steps:',
  ];
  let steps = 0;
  // Where the replay's clock stands, in ms after the seed.
  let clock = 0;
  for (const entry of entries) {
    if (entry.operation) continue;
    const why = notReplayable(entry);
    if (why) {
      lines.push(`  # left out: ${entry.method} ${entry.path}: ${why}`);
      continue;
    }
    if (options.seededAt !== undefined) {
      const elapsed = Date.parse(entry.at) - options.seededAt;
      if (Number.isFinite(elapsed) && elapsed - clock >= CLOCK_STEP_MS) {
        lines.push(`  - name: ${json('the clock moves on')}`, '    call: fixtures.advanceClock');
        lines.push(`    args: { by: ${seconds(elapsed - clock)} }`);
        clock = elapsed;
      }
    }
    lines.push(...stepLines(entry));
    steps++;
  }
  // A scenario needs at least one step: an empty journal still gives a file that runs.
  if (steps === 0) lines.push('  - name: "nothing was journaled"', '    call: fixtures.journal');
  return `${lines.join('\n')}\n`;
}
