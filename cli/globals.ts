// The global options every command sees (commander's optsWithGlobals), and the environment fallbacks.
// Light on purpose: the help path loads it.

export interface GlobalOptions {
  api?: string;
  cognitoEndpoint?: string;
  userPoolId?: string;
  clientId?: string;
  user?: string;
  password?: string;
  passwordStdin?: boolean;
  impersonate?: string;
  branch?: string;
  state?: string;
  json?: boolean;
  quiet?: boolean;
  color?: boolean;
}

/** --user/--password win over LLTS_USER/LLTS_PASSWORD, which win over the stored session. */
export function credentialsOf(
  globals: GlobalOptions,
  env: Record<string, string | undefined>,
): { user?: string; password?: string } {
  return {
    user: globals.user ?? (env.LLTS_USER || undefined),
    password: globals.password ?? (env.LLTS_PASSWORD || undefined),
  };
}
