// The build served by Debian's nginx with the configuration it generates (scripts/nginx-config.mjs): every
// header on the page, an asset, config.json, an app path and a missing asset, checked with plain HTTP
// requests; then the smoke flows in Chromium, under the policy enforced (the CSP guard of support/test.ts).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScriptHashes, securityHeaders } from '../../../lib/security-headers.mjs';
import { openPortal } from '../support/backend';
import { requestFileTranslation } from '../support/fileRequest';
import { signInFromHome } from '../support/signIn';
import { FIRST_PAINT_MS } from '../support/timeouts';
import { DIST, NGINX_PORT, servedAt, startNginx, type RunningNginx } from '../support/nginx';
// A context of its own for each test: the worker's reused page opens paths on the suite's server.
import { expect, isolatedTest as test } from '../support/test';

// One worker for the file: it owns the nginx it starts.
test.describe.configure({ mode: 'default' });
test.use({ baseURL: servedAt(NGINX_PORT) });

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx();
});
test.afterAll(async () => {
  await nginx?.stop();
});

test('nginx sends every header: the page, an asset, config.json, an app path, a missing asset; br and gzip copies', async () => {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const config = JSON.parse(readFileSync(join(DIST, 'config.json'), 'utf8')) as unknown;
  const expected = securityHeaders({ config, scriptHashes: inlineScriptHashes(html) });
  const entry = /href="(\/assets\/main-[A-Z0-9]+\.js)"/.exec(html)![1];
  const cases = [
    ['/', 200, 'no-cache', 'text/html'],
    [entry, 200, 'public, max-age=31536000, immutable', 'application/javascript'],
    ['/config.json', 200, 'no-cache', 'application/json'],
    ['/uk/reports/7', 200, 'no-cache', 'text/html'],
    ['/assets/main-MISSING0.js', 404, null, 'text/html'],
    ['/favicon-missing.png', 404, null, 'text/html'],
  ] as const;
  for (const [path, status, cache, type] of cases) {
    const response = await fetch(`${nginx.url}${path}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status, path).toBe(status);
    expect(response.headers.get('content-type'), path).toContain(type);
    expect(response.headers.get('cache-control'), path).toBe(cache);
    for (const [name, value] of Object.entries(expected))
      expect(response.headers.get(name), `${path} ${name}`).toBe(value);
    expect(response.headers.get('strict-transport-security'), path).toBeNull();
    expect(response.headers.get('server'), path).toBe('nginx');
  }
  // The build's precompressed copies, by what the request accepts, of the largest script the page preloads
  // (the entry is a few imports, which compression would only make longer, so it has no copies).
  const preloaded = [...html.matchAll(/rel="modulepreload" href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const largest = preloaded.sort((a, b) => statSync(join(DIST, b)).size - statSync(join(DIST, a)).size)[0];
  const encoding = async (accept: string) =>
    (await fetch(`${nginx.url}${largest}`, { headers: { 'Accept-Encoding': accept } })).headers.get(
      'content-encoding',
    );
  expect(await encoding('br, gzip')).toBe('br');
  expect(await encoding('gzip')).toBe('gzip');
  expect(await encoding('identity')).toBeNull();
  // HSTS once a TLS proxy in front says the request came over HTTPS.
  const proxied = await fetch(`${nginx.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
  expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=63072000/);
});

test('through nginx: home, sign-in, the quote page and its PDF, a tool with an upload, with no policy violation', async ({
  page,
}) => {
  await signInFromHome(page, 'client');

  await openPortal(page, '/quotes/aq-ready');
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(button).toBeEnabled({ timeout: FIRST_PAINT_MS });
  const download = page.waitForEvent('download');
  await button.click();
  expect((await download).suggestedFilename()).toBe('quote-AQ-2024100.pdf');

  await openPortal(page, '/machineTranslation/fileTranslation');
  await expect(page.getByRole('tab', { name: 'File', selected: true })).toBeVisible({
    timeout: FIRST_PAINT_MS,
  });
  await requestFileTranslation(page, 'Handbook through nginx');
  const requests = page.getByRole('table', { name: 'Your requests' });
  await expect(requests.getByRole('rowheader', { name: 'Handbook through nginx' })).toBeVisible();
});
