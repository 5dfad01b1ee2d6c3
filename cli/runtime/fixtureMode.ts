// The embedded fixture backend of a CLI invocation: fetch to the fixture origin is answered in this process,
// the database lives in the state file between invocations, and the fixture clock beside it (frozen while no
// command moves it, so `request wait` advancing it is remembered by the next `request show`).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { UsageError } from '../errors';
import { makeFolder } from '../outputFiles';
import { clockFileOf } from '../paths';

import type * as InProcess from '../../fixtures/inProcess';

type FixtureModule = typeof InProcess;
export type FixtureBackend = InProcess.InProcessBackend;

export interface EmbeddedFixtures {
  module: FixtureModule;
  backend: FixtureBackend;
  origin: string;
  /** Writes the clock back and stops answering fetch. */
  close(): void;
}

function readClock(file: string): number | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const ms = (JSON.parse(readFileSync(file, 'utf8')) as { ms?: unknown }).ms;
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : undefined;
  } catch {
    return undefined;
  }
}

export async function startEmbeddedFixtures(stateFile: string): Promise<EmbeddedFixtures> {
  const module = await import('../../fixtures/inProcess');
  const clockFile = clockFileOf(stateFile);
  const start = readClock(clockFile);
  makeFolder(dirname(stateFile));
  let backend: FixtureBackend;
  try {
    backend = module.createInProcessBackend({
      persistFile: stateFile,
      clock: start === undefined ? {} : { start },
    });
  } catch (error) {
    // A hand-edited or truncated state file is the user's input: name it and say how to recover.
    throw new UsageError(error instanceof Error ? error.message : String(error), [
      `Run \`llts fixtures reset\` to restore the seed, or pass another --state file.`,
    ]);
  }
  const startedAt = backend.ctx.clock.now();
  // The platform's clients and the Cognito sign-in call the global fetch: answered here, not intercepted by
  // msw/node, which tries every handler in turn.
  const restoreFetch = backend.answerFetch();
  return {
    module,
    backend,
    origin: backend.ctx.origin(),
    close() {
      restoreFetch();
      const now = backend.ctx.clock.now();
      if (now !== startedAt || start === undefined) {
        writeFileSync(clockFile, `${JSON.stringify({ now: new Date(now).toISOString(), ms: now })}\n`);
      }
    },
  };
}
