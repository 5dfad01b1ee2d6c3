// The built dist/ through Debian's nginx with the configuration it generates, for the e2e specs that
// serve it so (scripts/nginx-server.mjs starts it; tests/e2e/prepare.mjs installs nginx when it can).
import { resolve } from 'node:path';
import { startNginx as startNginxOn, type RunningNginx } from '../../../scripts/nginx-server.mjs';

export type { RunningNginx };

const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The server of tests/e2e/nginx, on dist/ as built. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? E2E_PORT + 100);
/** The server of tests/e2e/api: the same build with a config.json naming an API (support/apiMode.ts). */
export const API_SITE_PORT = Number(process.env.E2E_API_SITE_PORT ?? E2E_PORT + 200);
export const DIST = resolve(import.meta.dirname, '../../../dist');

/** nginx on dist/ (already built) at NGINX_PORT, resolved once it answers. */
export const startNginx = (): Promise<RunningNginx> => startNginxOn({ dist: DIST, port: NGINX_PORT });

/** The address a spec's pages open relative paths on, when another server than the suite's serves them. */
export const servedAt = (port: number) => `http://127.0.0.1:${port}`;
