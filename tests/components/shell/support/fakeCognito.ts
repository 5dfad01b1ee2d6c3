// Just enough of the identity service for sign-in tests: USER_PASSWORD_AUTH, the SOFTWARE_TOKEN_MFA
// challenge, RevokeToken and GlobalSignOut (a refresh is always refused: these sessions never renew),
// answered the way Cognito does (JSON bodies, exception names in __type).
import { http, HttpResponse } from 'msw';
import { COGNITO } from './harness';
import { idTokenFor, type TestUser } from './session';

export const WRONG_PASSWORD = 'Incorrect username or password.';

const failure = (type: string, message: string, status = 400) =>
  HttpResponse.json({ __type: type, message }, { status });

export function fakeCognito(users: Array<TestUser & { password: string; totp?: string }>) {
  const calls: string[] = [];
  /** Refresh tokens revoked by a sign-out (RevokeToken). */
  const revoked = new Set<string>();
  const handler = http.post(COGNITO, async ({ request }) => {
    const target = request.headers.get('X-Amz-Target')?.split('.')[1] ?? '';
    calls.push(target);
    const body = (await request.json()) as Record<string, Record<string, string> | string>;
    const tokens = (user: TestUser) => ({
      AuthenticationResult: {
        IdToken: idTokenFor(user),
        AccessToken: `access-${user.username}`,
        RefreshToken: 'refresh',
        ExpiresIn: 3600,
      },
      ChallengeParameters: {},
    });
    if (target === 'RevokeToken') {
      revoked.add(String(body.Token));
      return HttpResponse.json({});
    }
    if (target === 'GlobalSignOut') return HttpResponse.json({});
    if (target === 'InitiateAuth' && body.AuthFlow === 'REFRESH_TOKEN_AUTH') {
      return failure('NotAuthorizedException', 'Refresh Token has been revoked');
    }
    if (target === 'InitiateAuth') {
      const { USERNAME, PASSWORD } = body.AuthParameters as Record<string, string>;
      const user = users.find((candidate) => candidate.username === USERNAME);
      if (!user || user.password !== PASSWORD) return failure('NotAuthorizedException', WRONG_PASSWORD);
      if (user.totp)
        return HttpResponse.json({
          ChallengeName: 'SOFTWARE_TOKEN_MFA',
          Session: `session-${USERNAME}`,
          ChallengeParameters: {},
        });
      return HttpResponse.json(tokens(user));
    }
    if (target === 'RespondToAuthChallenge') {
      const answers = body.ChallengeResponses as Record<string, string>;
      const user = users.find((candidate) => candidate.username === answers.USERNAME);
      if (!user || answers.SOFTWARE_TOKEN_MFA_CODE !== user.totp)
        return failure('CodeMismatchException', 'Invalid code received for user');
      return HttpResponse.json(tokens(user));
    }
    return failure('InvalidParameterException', `Unsupported ${target}`);
  });
  return { handler, calls, revoked };
}

export const cognitoDown = http.post(COGNITO, () =>
  failure('InternalErrorException', 'Service unavailable', 500),
);
