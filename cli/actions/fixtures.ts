// fixtures serve | reset | clock over the --state database (default in the config dir).
import { rmSync } from 'node:fs';
import type { ActionContext } from '../action';
import { UsageError } from '../errors';
import { clockFileOf, defaultStateFile } from '../paths';
import { parseDuration } from '../scenario/duration';

const stateFileOf = (ctx: ActionContext) => ctx.globals.state ?? defaultStateFile(ctx.streams.env);

export async function reset(ctx: ActionContext): Promise<void> {
  const file = stateFileOf(ctx);
  // No file means the seed: the next invocation builds it afresh.
  const { removeStateFile } = await import('../../fixtures/runtime/stateFile');
  removeStateFile(file);
  rmSync(clockFileOf(file), { force: true });
  ctx.out.result({ reset: true, stateFile: file }, () => `Fixture database reset to the seed (${file}).`);
}

export async function clock(ctx: ActionContext): Promise<void> {
  const o = ctx.opts as { set?: string; advance?: string };
  if (o.set && o.advance) throw new UsageError('Give --set or --advance, not both.');
  const runtime = await ctx.runtime();
  const controls = runtime.fixtures?.backend;
  if (!controls)
    throw new UsageError('The fixture clock is only reachable on the embedded fixtures (no --api).');
  if (o.set) {
    const ms = Date.parse(o.set);
    if (Number.isNaN(ms))
      throw new UsageError(`--set takes an ISO date such as 2026-12-01T09:00:00Z, got '${o.set}'.`);
    controls.setClock(ms);
  }
  if (o.advance) controls.advanceClock(parseDuration(o.advance, '--advance'));
  const now = controls.now();
  ctx.out.result(now, () => now.now);
}

export async function serve(ctx: ActionContext): Promise<number> {
  const port = Number(ctx.opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535, got '${String(ctx.opts.port)}'.`);
  const { startFixtureServer, FIXTURE_COGNITO } = await import('../../fixtures/server');
  const server = await startFixtureServer({
    port,
    stateFile: stateFileOf(ctx),
    log: ctx.out.quiet ? undefined : (line: string) => ctx.out.note(line),
  });
  const { userPoolId, clientId } = FIXTURE_COGNITO;
  ctx.out.result(
    { url: server.url, api: `${server.url}/api/v1`, cognito: `${server.url}/cognito/`, userPoolId, clientId },
    () => [
      `Fixture backend at ${server.url}`,
      `  API      ${server.url}/api/v1`,
      `  Cognito  ${server.url}/cognito/`,
      // The emulated pool's ids, for --user-pool-id / --client-id here and LLTS_COGNITO_* in the portal.
      `  Pool id  ${userPoolId}`,
      `  App client id  ${clientId}`,
      `  e.g.     llts --api ${server.url}/api/v1 --user client whoami`,
      'Ctrl-C stops it.',
    ],
  );
  await new Promise<void>((resolveStop) => {
    const stop = () => resolveStop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  return 0;
}
