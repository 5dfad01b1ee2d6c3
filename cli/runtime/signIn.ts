// Password sign-in with the authenticator-app challenge answered from --code, a code computed from
// --totp-secret, or (embedded fixtures only) the MFA persona's published secret. otpauth and the code's
// schema (yup) load only when a code is involved: most sign-ins need neither.
import type { AuthService } from '../../src/platform/auth/authService';
import type { SessionUser } from '../../src/platform/domain/entities/sessionUser';
import { CliFailure, UsageError } from '../errors';

export interface SecondFactor {
  code?: string;
  totpSecret?: string;
}

/** The current code of a base32 secret; a malformed secret is the user's input. */
export async function totpCode(secret: string, timestamp = Date.now()): Promise<string> {
  const { TOTP, Secret } = await import('otpauth');
  try {
    return new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '').toUpperCase()) }).generate({
      timestamp,
    });
  } catch {
    throw new UsageError('--totp-secret must be a base32 secret (letters A-Z and digits 2-7)');
  }
}

/** The identity service never answered: one clear line naming where it was looked for. */
export function unreachable(error: unknown, endpoint?: string): never {
  if ((error as { code?: unknown } | null)?.code === 'NetworkError') {
    throw new CliFailure(
      `Cannot reach the sign-in service${endpoint ? ` at ${endpoint}` : ''}: check --api (or --cognito-endpoint) and your connection.`,
    );
  }
  throw error;
}

export async function signInWithPassword(
  auth: AuthService,
  username: string,
  password: string,
  factor: SecondFactor,
  endpoint?: string,
): Promise<SessionUser> {
  // A malformed code is the user's to fix (exit 2), not a refused sign-in: checked before anything is sent.
  if (factor.code !== undefined) {
    const [{ mfaCodeSchema }, { validateField }, { InvalidInputError }] = await Promise.all([
      import('../../src/platform/validation/fieldSchemas'),
      import('../../src/platform/validation/validateSync'),
      import('../../src/platform/flows/flowErrors'),
    ]);
    const codeProblem = validateField(mfaCodeSchema, factor.code);
    if (codeProblem) throw new InvalidInputError({ code: codeProblem });
  }
  const result = await auth
    .signIn(username, password)
    .catch((error: unknown) => unreachable(error, endpoint));
  if (result.status === 'signedIn') return result.user;
  const code = factor.code ?? (factor.totpSecret ? await totpCode(factor.totpSecret) : undefined);
  if (!code) {
    throw new UsageError(
      `${username} uses an authenticator app: pass --code <6 digits> or --totp-secret <base32>.`,
    );
  }
  return result.submitCode(code).catch((error: unknown) => unreachable(error, endpoint));
}
