import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { beginFederatedSignIn, completeFederatedSignIn } from '../../../../src/platform/auth/federated';
import { UnsafeUrlError } from '../../../../src/platform/http/safeUrl';
import { createMemoryStorage } from '../../../../src/platform/storage/storage';
import { useMswServer } from '../../../support/msw';

const settings = {
  hostedUiDomain: 'auth.example.com',
  clientId: 'cid',
  redirectUri: 'https://portal.test/auth/callback',
};
let tokenRequest: URLSearchParams | undefined;
const server = useMswServer(
  http.post('https://auth.example.com/oauth2/token', async ({ request }) => {
    tokenRequest = new URLSearchParams(await request.text());
    return HttpResponse.json({ id_token: 'id', access_token: 'access', refresh_token: 'refresh' });
  }),
);

async function sha256Base64Url(text: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('base64url');
}

describe('federated sign-in (authorization code with PKCE)', () => {
  it('redirects to the hosted UI and exchanges the code, returning to the remembered path', async () => {
    const storage = createMemoryStorage();
    const url = new URL(await beginFederatedSignIn(settings, storage, '/reports/7'));
    expect(url.origin + url.pathname).toBe('https://auth.example.com/oauth2/authorize');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(settings.redirectUri);
    const state = url.searchParams.get('state');

    const result = await completeFederatedSignIn(settings, storage, { code: 'the-code', state });
    expect(result).toEqual({
      tokens: { idToken: 'id', accessToken: 'access', refreshToken: 'refresh' },
      returnPath: '/reports/7',
    });
    expect(tokenRequest?.get('code')).toBe('the-code');
    expect(tokenRequest?.get('grant_type')).toBe('authorization_code');
    // The verifier sent matches the challenge shown to the hosted UI.
    expect(await sha256Base64Url(tokenRequest!.get('code_verifier')!)).toBe(
      url.searchParams.get('code_challenge'),
    );
  });

  it('leaves only for a web address made of the configured domain: else the generic error', async () => {
    const storage = createMemoryStorage();
    await expect(
      beginFederatedSignIn({ ...settings, hostedUiDomain: 'auth example.com' }, storage, '/'),
    ).rejects.toThrow(UnsafeUrlError);
    await expect(
      beginFederatedSignIn({ ...settings, hostedUiDomain: 'auth example.com' }, storage, '/'),
    ).rejects.toThrow('Unexpected error');
  });

  it('never returns to another origin', async () => {
    const storage = createMemoryStorage();
    const url = new URL(await beginFederatedSignIn(settings, storage, 'https://evil.example/'));
    const result = await completeFederatedSignIn(settings, storage, {
      code: 'c',
      state: url.searchParams.get('state'),
    });
    expect(result.returnPath).toBe('/');
  });

  it('refuses a callback whose state does not match', async () => {
    const storage = createMemoryStorage();
    await beginFederatedSignIn(settings, storage, '/');
    await expect(completeFederatedSignIn(settings, storage, { code: 'c', state: 'forged' })).rejects.toThrow(
      'Unable to sign in.  Please try again later.',
    );
  });

  it('reports a failed exchange with the sign-in failure text', async () => {
    server.use(
      http.post('https://auth.example.com/oauth2/token', () =>
        HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
      ),
    );
    const storage = createMemoryStorage();
    const url = new URL(await beginFederatedSignIn(settings, storage, '/'));
    await expect(
      completeFederatedSignIn(settings, storage, { code: 'c', state: url.searchParams.get('state') }),
    ).rejects.toThrow('Unable to sign in.  Please try again later.');
  });
});
