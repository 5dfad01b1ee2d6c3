// A step's raw HTTP call: sent as written (headers too), with the caller's token; a non-OK answer becomes
// the platform's ApiError, and no answer at all its NetworkError, so `expect.error` reads the same
// catalogue message as an operation's.
import { ApiError, NetworkError } from '../../src/platform/http/errors';
import { toQueryString, type Query } from '../../src/platform/http/query';
import type { HttpStep } from './model';
import type { Outcome } from './outcome';
import type { StepWorld } from './world';

export async function rawCall(
  world: StepWorld,
  request: HttpStep['request'],
  caller: string | undefined,
  impersonate?: string,
): Promise<Outcome> {
  const base = /^https?:\/\//.test(request.path) ? request.path : `${world.apiBaseUrl}${request.path}`;
  const url = `${base}${toQueryString(request.query as Query | undefined)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await world.tokenFor(caller);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (impersonate) headers['X-Username-Override'] = impersonate;
  Object.assign(headers, request.headers);
  let response: Response;
  try {
    response = await world.fetch(url, {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
  } catch (error) {
    return { error: new NetworkError(url, error) };
  }
  const raw = await response.text();
  let body: unknown = raw;
  try {
    body = raw.trim() ? JSON.parse(raw) : undefined;
  } catch {
    /* not JSON: kept as text */
  }
  if (!response.ok)
    return { status: response.status, body, error: new ApiError({ url, status: response.status, body }) };
  return { status: response.status, body };
}
