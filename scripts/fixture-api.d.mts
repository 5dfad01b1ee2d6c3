// Types of fixture-api.mjs for TypeScript callers (the e2e project `api`).
/** A portal's config.json naming the fixture server as its API and identity service. */
export interface ApiModeConfig {
  apiBaseUrl: string;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
}
export function startFixtureApi(
  root: string,
  dir: string,
  port?: number,
): Promise<{ url: string; config: ApiModeConfig; stop(): Promise<void> }>;
