// Which backend an invocation talks to: the embedded fixtures (no --api), or an API URL with its user pool
// (the fixture HTTP server when no pool is given, whose Cognito emulation sits at <origin>/cognito/).
import type { PoolSettings } from '../../src/platform/auth/cognitoTypes';
import { regionOfUserPoolId } from '../../src/platform/config/cognitoConfig';
import { UsageError } from '../errors';
import type { GlobalOptions } from '../globals';

export interface RemoteTarget {
  mode: 'remote';
  apiBaseUrl: string;
  pool: PoolSettings;
  /** No pool was given: assumed to be the fixture HTTP server (persona names and the demo password work). */
  fixtureServer: boolean;
}

export interface FixtureTarget {
  mode: 'fixtures';
}

export type Target = RemoteTarget | FixtureTarget;

function checkedUrl(value: string, option: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value.replace(/\/+$/, '');
  } catch {
    /* reported below */
  }
  throw new UsageError(`${option} must be an http(s) URL, got '${value}'`);
}

export async function resolveTarget(
  globals: GlobalOptions,
  env: Record<string, string | undefined>,
): Promise<Target> {
  const api = globals.api ?? (env.LLTS_API_BASE_URL || undefined);
  if (!api) return { mode: 'fixtures' };
  const apiBaseUrl = checkedUrl(api, '--api');
  const userPoolId = globals.userPoolId ?? env.LLTS_COGNITO_USER_POOL_ID;
  const clientId = globals.clientId ?? env.LLTS_COGNITO_CLIENT_ID;
  const endpointOption = globals.cognitoEndpoint ?? env.LLTS_COGNITO_ENDPOINT;
  const endpoint = endpointOption ? checkedUrl(endpointOption, '--cognito-endpoint') : undefined;
  // The Cognito library refuses other ids with a bare 'Unable to sign in'; say what is wrong instead.
  if (userPoolId && !regionOfUserPoolId(userPoolId)) {
    throw new UsageError(
      `--user-pool-id looks like <region>_<id>, e.g. eu-west-1_AbC123; got '${userPoolId}'`,
    );
  }
  if (userPoolId && clientId) {
    return { mode: 'remote', apiBaseUrl, pool: { userPoolId, clientId, endpoint }, fixtureServer: false };
  }
  if (userPoolId || clientId) throw new UsageError('Give both --user-pool-id and --client-id, or neither.');
  // The emulated pool's ids alone: a command against a server needs none of the fixture backend's code.
  const { FIXTURE_COGNITO } = await import('../../fixtures/cognito/config');
  return {
    mode: 'remote',
    apiBaseUrl,
    pool: {
      userPoolId: FIXTURE_COGNITO.userPoolId,
      clientId: FIXTURE_COGNITO.clientId,
      endpoint: endpoint ?? `${new URL(apiBaseUrl).origin}/cognito/`,
    },
    fixtureServer: true,
  };
}
