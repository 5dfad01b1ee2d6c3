// The external translation management system behind the project-management dashboard tile: a GET to
// the URL of the runtime config answers the OAuth authorization URL to open. The URL is absolute and
// outside the API root (the client uses absolute URLs as is); the bearer token goes along, by explicit
// opt-in since the endpoint is the configured, trusted one, so it knows who asks.

import type { TmsAuthUrlResponse } from '../domain/entities/tms';
import type { HttpClient } from '../http/client';
import { hasFields } from '../http/shape';
import type { CallInit } from './call';

export function getTmsAuthUrl(
  http: HttpClient,
  tmsAuthEndpoint: string,
  init?: CallInit,
): Promise<TmsAuthUrlResponse> {
  return http.get(tmsAuthEndpoint, {
    signal: init?.signal,
    auth: true,
    expect: hasFields<TmsAuthUrlResponse>({ authUrl: 'string' }),
  });
}
