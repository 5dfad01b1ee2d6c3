// The API driver's backend answers the global fetch for the fixture origin in-process (the Cognito library
// calls it), with no msw interception, and gives the previous fetch back when the run is over.
import { expect, it } from 'vitest';
import { createEngine } from '../../cli/scenario/engine';
import { DEFAULT_ORIGIN } from '../../fixtures/inProcess';

it('answers the fixture origin in-process during a run and restores the global fetch after it', async () => {
  const before = globalThis.fetch;
  const engine = await createEngine();
  try {
    expect(globalThis.fetch).not.toBe(before);
    // Nothing listens on this port: only the in-process backend can answer (an unsigned call is a 401).
    const response = await fetch(`${DEFAULT_ORIGIN}/api/v1/userAccount`);
    expect(response.status).toBe(401);
    const journal = (await (await fetch(`${DEFAULT_ORIGIN}/__fixtures/journal`)).json()) as {
      path: string;
      status?: number;
    }[];
    expect(journal.at(-1)).toMatchObject({ path: '/api/v1/userAccount', status: 401 });
  } finally {
    await engine.close();
  }
  expect(globalThis.fetch).toBe(before);
});
