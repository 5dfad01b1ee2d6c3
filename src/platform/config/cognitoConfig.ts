// The user pool's settings as operators give them (environment or config.json): the region is the part of
// the pool id before '_' unless given, and an incomplete set is reported when the server starts rather than
// found later as the page's "Sign-in is not configured". Shared by the runtime config, the dev and
// production servers, and the CLI.

/**
 * `eu-west-1_AbC123` → `eu-west-1`; undefined when the id is not of the form <region>_<id>. Any region
 * name is taken as it is: local emulators use their own (cognito-local's `local_...`).
 */
export function regionOfUserPoolId(userPoolId: string | undefined): string | undefined {
  const match = /^([\w-]+)_[0-9A-Za-z]+$/.exec(userPoolId?.trim() ?? '');
  return match?.[1];
}

type Env = Record<string, string | undefined>;

const given = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** What is wrong or missing in the Cognito variables, one sentence each; empty when complete or unset. */
export function cognitoConfigWarnings(env: Env): string[] {
  const api = given(env.LLTS_API_BASE_URL);
  const pool = given(env.LLTS_COGNITO_USER_POOL_ID);
  const client = given(env.LLTS_COGNITO_CLIENT_ID);
  const region = given(env.LLTS_COGNITO_REGION);
  const partial = [region, given(env.LLTS_COGNITO_ENDPOINT), given(env.LLTS_COGNITO_HOSTED_UI_DOMAIN)];
  if (!pool && !client) {
    if (partial.some(Boolean)) {
      return [
        'Cognito configuration is incomplete: LLTS_COGNITO_USER_POOL_ID and LLTS_COGNITO_CLIENT_ID are not set, so sign-in is not configured.',
      ];
    }
    return api
      ? [
          'LLTS_API_BASE_URL is set but no Cognito user pool: sign-in is not configured. Set LLTS_COGNITO_USER_POOL_ID and LLTS_COGNITO_CLIENT_ID.',
        ]
      : [];
  }
  const missing = !pool ? 'LLTS_COGNITO_USER_POOL_ID' : !client ? 'LLTS_COGNITO_CLIENT_ID' : undefined;
  if (missing)
    return [`Cognito configuration is incomplete: ${missing} is not set, so sign-in is not configured.`];
  const derived = regionOfUserPoolId(pool);
  if (!derived && !region) {
    return [
      `LLTS_COGNITO_USER_POOL_ID '${pool}' is not of the form <region>_<id> (e.g. eu-west-1_AbC123) and LLTS_COGNITO_REGION is not set: sign-in is not configured.`,
    ];
  }
  if (derived && region && derived !== region) {
    return [`LLTS_COGNITO_REGION '${region}' differs from the region of the user pool ${pool} (${derived}).`];
  }
  return [];
}
