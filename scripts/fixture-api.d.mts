// Types of fixture-api.mjs for TypeScript callers (the e2e project `api`).
export const FIXTURE_POOL: { userPoolId: string; clientId: string };
export function apiModeConfig(url: string): {
  apiBaseUrl: string;
  cognito: { userPoolId: string; clientId: string; endpoint: string };
};
export function startFixtureApi(
  root: string,
  dir: string,
  port?: number,
): Promise<{ url: string; stop(): Promise<void> }>;
