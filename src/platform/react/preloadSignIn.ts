// Code fetched ahead of need, so it is not a link in the chain between a click and a signed-in page.
// Measured on a throttled CPU: fetched on demand, the auth service and the HTTP client put chunk round
// trips between the sign-in click and the home's tiles. A password sign-in needs no Cognito library.

const ignore = () => undefined;

/** The HTTP client, which the first API call would otherwise fetch (deferredHttpClient). */
export function preloadApiClient(): void {
  void import('../http/client').catch(ignore);
}

/** What a password sign-in runs, and the client the signed-in home calls first: fetched while the user types. */
export function preloadSignInCode(): void {
  void import('../auth/authService').catch(ignore);
  preloadApiClient();
}
