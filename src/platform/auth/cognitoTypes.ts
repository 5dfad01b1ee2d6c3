// The identity service's settings, tokens and failures, shared by the password sign-in (passwordAuth.ts) and
// the library wrappers (cognitoClient.ts) without either importing the other for them.

export interface PoolSettings {
  userPoolId: string;
  clientId: string;
  /** Overrides the Cognito service URL (fixture emulation, local stacks). */
  endpoint?: string;
  /**
   * The transport of the password sign-in, its challenge and the refresh (passwordAuth.ts); the global
   * fetch by default. The scenario runner hands its direct dispatch to the fixture handlers.
   */
  fetch?: typeof fetch;
}

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/** Cognito's own failure: `code` is the exception name (NotAuthorizedException, CodeMismatchException, ...). */
export interface CognitoFailure {
  code?: string;
  name?: string;
  message?: string;
}
