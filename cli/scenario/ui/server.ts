// One loopback origin for the UI driver: the production build (dist/) and, beside it, the run's in-process
// fixture backend (API, Cognito emulation, uploads, files), so the browser talks to the very backend the
// scenario resets, faults and reads the journal of. config.json points the portal at it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startStaticServer } from '../../../lib/static-server.mjs';
import { corsHeaders, isPreflight } from '../../../fixtures/runtime/cors';
import { readBody, sendJson, toFetchRequest, writeResponse } from '../../../fixtures/runtime/nodeHttp';
import type { FixtureBackend } from '../../runtime/fixtureMode';

/** Paths the fixture backend answers; everything else is the portal's files. */
const BACKEND_PATH = /^\/(api\/|cognito(\/|$)|tms\/|__)/;

export interface UiServer {
  origin: string;
  /** The runtime config the portal reads: API and Cognito on this origin. */
  config(): unknown;
  close(): Promise<void>;
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  backend: FixtureBackend,
  origin: string,
): Promise<void> {
  const cors = corsHeaders(req.headers.origin, req.headers['access-control-request-headers']);
  if (isPreflight(req.method, req.headers)) {
    res.writeHead(204, cors);
    res.end();
    return;
  }
  const body = await readBody(req);
  if (body === 'too-large') return sendJson(res, 413, { message: 'Request body too large' }, cors);
  const response = await backend.dispatch(toFetchRequest(req, origin, body));
  // An injected network error: the browser sees a dropped connection, as from a real server.
  if (response?.type === 'error') return void res.destroy();
  if (!response)
    return sendJson(
      res,
      404,
      { message: `Not Found: ${req.method} ${req.url}`, errorCode: 'NOT_FOUND' },
      cors,
    );
  await writeResponse(res, response, cors);
}

export async function startUiServer(
  backend: FixtureBackend,
  distDir: string | undefined,
  cognito: { userPoolId: string; clientId: string },
): Promise<UiServer> {
  let origin = '';
  const config = () => ({
    apiBaseUrl: `${origin}/api/v1`,
    cognito: {
      region: cognito.userPoolId.split('_')[0],
      userPoolId: cognito.userPoolId,
      clientId: cognito.clientId,
      endpoint: `${origin}/cognito/`,
    },
    externalUrls: { tmsAuthUrl: '/tms/authUrl' },
  });
  const server = await startStaticServer({
    // With --base-url the portal is served elsewhere: only the backend answers here (root is never read).
    root: distDir ?? '/nonexistent',
    port: 0,
    config,
    immutableAssets: true,
    onRequest(req, res) {
      if (!BACKEND_PATH.test(new URL(req.url ?? '/', 'http://localhost').pathname)) {
        if (distDir) return false;
        sendJson(res, 404, { message: 'Not Found: the portal is served at --base-url' });
        return true;
      }
      answer(req, res, backend, origin).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { message: 'Fixture backend error', detail: String(error) });
        else res.destroy();
      });
      return true;
    },
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A connection per request: Chromium sends a request again by itself when a reused connection closes
  // without an answer, so an injected network error would reach the page as the next answer instead.
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    res.shouldKeepAlive = false;
  });
  return {
    origin,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
