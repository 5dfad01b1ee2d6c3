// Password sign-in, its authenticator-app challenge and the token refresh, sent to the identity service
// as plain JSON requests. amazon-cognito-identity-js builds an SRP AuthenticationHelper (a 3072-bit modular
// exponentiation, costly on a laptop and several times that on a phone) even for USER_PASSWORD_AUTH,
// which never uses it; these three calls need no library at all, so the sign-in page loads none.
// The library stays for what needs it (cognitoClient: password change, authenticator setup).

import { regionOfUserPoolId } from '../config/cognitoConfig';
import type { CognitoFailure, PoolSettings, Tokens } from './cognitoTypes';

/** The answer to a TOTP challenge goes back with the session the challenge came with. */
export interface TotpChallenge {
  username: string;
  session: string;
}

export type PasswordAuthResult =
  { kind: 'tokens'; tokens: Tokens } | { kind: 'totp'; challenge: TotpChallenge };

type Failure = Error & CognitoFailure;

const failure = (code: string, message: string): Failure =>
  Object.assign(new Error(message), { code, name: code });

/** The service URL: the configured endpoint, else the pool's regional one (as the library derives it). */
export function identityEndpoint(settings: PoolSettings): string {
  if (settings.endpoint) return settings.endpoint;
  const region = regionOfUserPoolId(settings.userPoolId);
  if (!region) throw failure('InvalidParameterException', 'Invalid UserPoolId format.');
  return `https://cognito-idp.${region}.amazonaws.com/`;
}

/**
 * One operation of the identity provider's JSON 1.1 protocol. A refusal becomes an Error whose `code` is
 * the exception name, from the body's `__type` or the `x-amzn-errortype` header, as the library reports it.
 */
export async function identityRequest(
  settings: PoolSettings,
  operation: string,
  params: unknown,
): Promise<unknown> {
  let response: Response;
  const send = settings.fetch ?? fetch;
  try {
    response = await send(identityEndpoint(settings), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(params),
    });
  } catch (error) {
    throw failure('NetworkError', error instanceof Error ? error.message : 'Network error');
  }
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return body;
  const type =
    typeof body.__type === 'string' ? body.__type : typeof body.code === 'string' ? body.code : undefined;
  // `com.amazonaws...#NotAuthorizedException` in the body, `NotAuthorizedException:<detail>` in the header.
  const code =
    type?.split('#').pop() ||
    response.headers.get('x-amzn-errortype')?.split(':')[0] ||
    `Http${response.status}`;
  const message =
    typeof body.message === 'string'
      ? body.message
      : typeof body.Message === 'string'
        ? body.Message
        : String(response.status);
  throw failure(code, message);
}

interface AuthAnswer {
  ChallengeName?: string;
  Session?: string;
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
}

function tokensOf(answer: AuthAnswer): Tokens {
  const result = answer.AuthenticationResult;
  if (!result?.IdToken || !result.AccessToken)
    throw failure('InvalidResponse', 'Unexpected answer from the sign-in service.');
  return {
    idToken: result.IdToken,
    accessToken: result.AccessToken,
    refreshToken: result.RefreshToken || undefined,
  };
}

/** A challenge this portal cannot answer, named as the library-based sign-in named it. */
function unsupported(challenge: string): Failure {
  if (challenge === 'NEW_PASSWORD_REQUIRED')
    return failure('NewPasswordRequired', 'A new password is required. Contact support.');
  if (challenge === 'SMS_MFA') return failure('UnsupportedChallenge', 'SMS MFA is not supported.');
  return failure('UnsupportedChallenge', `The sign-in challenge ${challenge} is not supported.`);
}

/** InitiateAuth USER_PASSWORD_AUTH: tokens, or the authenticator-app challenge. */
export async function initiatePasswordAuth(
  settings: PoolSettings,
  username: string,
  password: string,
): Promise<PasswordAuthResult> {
  if (!password) throw failure('InvalidParameterException', 'PASSWORD parameter is required');
  const answer = (await identityRequest(settings, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: settings.clientId,
    AuthParameters: { USERNAME: username, PASSWORD: password },
  })) as AuthAnswer;
  if (!answer.ChallengeName) return { kind: 'tokens', tokens: tokensOf(answer) };
  if (answer.ChallengeName !== 'SOFTWARE_TOKEN_MFA' || !answer.Session)
    throw unsupported(answer.ChallengeName);
  return { kind: 'totp', challenge: { username, session: answer.Session } };
}

/** RespondToAuthChallenge SOFTWARE_TOKEN_MFA with the code of the user's authenticator app. */
export async function respondToTotpChallenge(
  settings: PoolSettings,
  challenge: TotpChallenge,
  code: string,
): Promise<Tokens> {
  const answer = (await identityRequest(settings, 'RespondToAuthChallenge', {
    ChallengeName: 'SOFTWARE_TOKEN_MFA',
    ClientId: settings.clientId,
    Session: challenge.session,
    ChallengeResponses: { USERNAME: challenge.username, SOFTWARE_TOKEN_MFA_CODE: code },
  })) as AuthAnswer;
  if (answer.ChallengeName) throw unsupported(answer.ChallengeName);
  return tokensOf(answer);
}

/**
 * CUSTOM_AUTH (the procurement punch-out): InitiateAuth names the user, the pool's custom challenge is
 * answered with the one-time token the punch-out handed out.
 */
export async function customChallengeSignIn(
  settings: PoolSettings,
  username: string,
  answer: string,
): Promise<Tokens> {
  const started = (await identityRequest(settings, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: settings.clientId,
    AuthParameters: { USERNAME: username },
  })) as AuthAnswer;
  if (!started.ChallengeName) return tokensOf(started);
  if (started.ChallengeName !== 'CUSTOM_CHALLENGE' || !started.Session)
    throw unsupported(started.ChallengeName);
  const done = (await identityRequest(settings, 'RespondToAuthChallenge', {
    ChallengeName: 'CUSTOM_CHALLENGE',
    ClientId: settings.clientId,
    Session: started.Session,
    ChallengeResponses: { USERNAME: username, ANSWER: answer },
  })) as AuthAnswer;
  if (done.ChallengeName) throw unsupported(done.ChallengeName);
  return tokensOf(done);
}

/**
 * REFRESH_TOKEN_AUTH in one request (the library's refreshSession retries every failure with back-off for
 * about 6 s, even a revoked refresh token, which would leave the user staring at a spinner). The answer
 * carries no new refresh token: the one sent stays in use.
 */
export async function refreshTokens(
  settings: PoolSettings,
  refreshToken: string | undefined,
): Promise<Tokens> {
  if (!refreshToken) throw failure('NotAuthorizedException', 'The session has expired.');
  const answer = (await identityRequest(settings, 'InitiateAuth', {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: settings.clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  })) as AuthAnswer;
  const tokens = tokensOf(answer);
  return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
}
