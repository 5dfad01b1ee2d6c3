// The procurement (Coupa) punch-out through TradeCentric: the starter route trades a request id for a
// username and token to sign in with, and the punch-out call hands a request back to procurement.

import type { InitializeLogInResponse, PunchoutRequest } from '../domain/entities/coupa';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import type { CallInit } from './call';

/** The starter route's first step, before its own sign-in (a token is still sent if a session exists, as on every call). */
export function initializePunchoutLogIn(
  http: HttpClient,
  requestId: string,
  init?: CallInit,
): Promise<InitializeLogInResponse> {
  return http.post(
    '/tradeCentric/punchout/actions/initializeLogIn',
    { requestId },
    {
      signal: init?.signal,
      expect: hasFields<InitializeLogInResponse>({ username: 'string', token: 'string' }),
    },
  );
}

// Body and response not shown in the spec: the body is passed through and nothing is read back.
export async function punchout(http: HttpClient, body: PunchoutRequest, init?: CallInit): Promise<void> {
  await http.post('/tradeCentric/punchout', body, { signal: init?.signal });
}
