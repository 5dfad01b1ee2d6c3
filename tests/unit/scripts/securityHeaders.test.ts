// The security headers (lib/security-headers.mjs): one module computes them for the dev server,
// serve:dist and the nginx configuration; the policy is strict by Google's own evaluator.
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CspEvaluator, DEFAULT_CHECKS, STRICTCSP_CHECKS } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cacheControl,
  contentSecurityPolicy,
  entryLoaderScript,
  inlineScriptHashes,
  securityHeaders,
} from '../../../lib/security-headers.mjs';
import { nginxConfig, writeNginxConfig } from '../../../scripts/nginx-config.mjs';
import { startStaticServer } from '../../../lib/static-server.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const HTML = `<!doctype html><html><head><link rel="modulepreload" href="/assets/main-A.js" />${entryLoaderScript('/assets/main-A.js')}<script>window.x=1</script><script type="module" src="/assets/other.js"></script></head><body></body></html>`;
const hashes = inlineScriptHashes(HTML);

const DEMO = {};
const API = {
  apiBaseUrl: 'https://api.example.com/api/v1',
  cognito: { userPoolId: 'eu-west-1_abc', clientId: 'c', hostedUiDomain: 'auth.example.com' },
  externalUrls: { tmsAuthUrl: 'https://tms.example.com/auth' },
  storageOrigins: ['https://files.s3.eu-west-1.amazonaws.com/', 'javascript:alert(1)'],
};

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const evaluate = (policy: string) =>
  new CspEvaluator(new CspParser(policy).csp).evaluate(DEFAULT_CHECKS, STRICTCSP_CHECKS);

describe('the Content Security Policy', () => {
  it("hashes each inline script of index.html, and nothing else: 'strict-dynamic', no 'unsafe-inline' nor 'unsafe-eval'", () => {
    expect(hashes).toHaveLength(2);
    expect(hashes[1]).toBe(sha('window.x=1'));
    const policy = directives(contentSecurityPolicy({ config: DEMO, scriptHashes: hashes }));
    expect(policy['script-src']).toEqual(["'strict-dynamic'", ...hashes]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
    expect(policy['trusted-types']).toEqual(['dompurify', 'default']);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-inline'");
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });

  it('lets the page call only its own origin in demo mode, and the origins config.json names with an API', () => {
    expect(directives(contentSecurityPolicy({ config: DEMO, scriptHashes: hashes }))['connect-src']).toEqual([
      "'self'",
    ]);
    const policy = directives(contentSecurityPolicy({ config: API, scriptHashes: hashes }));
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://cognito-idp.eu-west-1.amazonaws.com',
      'https://auth.example.com',
      'https://tms.example.com',
      'https://files.s3.eu-west-1.amazonaws.com',
    ]);
    // The storage the API hands file addresses on: images and media; never a javascript: one.
    for (const name of ['img-src', 'media-src']) {
      expect(policy[name]).toContain('https://files.s3.eu-west-1.amazonaws.com');
      expect(policy[name].join(' ')).not.toMatch(/javascript/);
    }
    // The quote document is read by the page (connect-src) and framed from what the page holds.
    expect(policy['frame-src']).toEqual(["'self'", 'blob:']);
  });

  it("has no high-severity finding by Google's CSP evaluator, in demo mode and with an API", () => {
    for (const config of [DEMO, API]) {
      const findings = evaluate(contentSecurityPolicy({ config, scriptHashes: hashes }));
      const high = findings.filter((f) => f.severity === Severity.HIGH || f.severity === Severity.HIGH_MAYBE);
      expect(high.map((f) => `${f.directive}: ${f.description}`)).toEqual([]);
    }
    // The check can fail: the policy the portal had to avoid is rated high.
    const weak = evaluate("script-src 'self' 'unsafe-inline' https:; object-src *");
    expect(weak.some((f) => f.severity === Severity.HIGH)).toBe(true);
  });
});

describe('the other headers', () => {
  it('are on every response, HSTS only over HTTPS', () => {
    const headers = securityHeaders({ config: DEMO, scriptHashes: hashes });
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'SAMEORIGIN',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(headers['Permissions-Policy']).toContain(`${feature}=()`);
    expect(headers['Permissions-Policy']).not.toContain('clipboard-write'); // the demo journal copies
    expect(headers['Strict-Transport-Security']).toBeUndefined();
    expect(
      securityHeaders({ config: DEMO, scriptHashes: hashes, https: true })['Strict-Transport-Security'],
    ).toMatch(/^max-age=63072000/);
  });

  it('cache hashed assets for a year and revalidate the rest', () => {
    expect(cacheControl('/assets/main-A.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/assets/main.js', false)).toBe('no-cache');
    for (const path of ['/index.html', '/config.json', '/mockServiceWorker.js'])
      expect(cacheControl(path)).toBe('no-cache');
  });
});

describe('the servers', () => {
  let root: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'security-headers-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), HTML);
    writeFileSync(join(root, 'assets', 'main-A.js'), 'export {};');
    writeFileSync(join(root, 'config.json'), JSON.stringify(API));
    server = await startStaticServer({ root, port: 0, config: () => API, immutableAssets: true });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serve:dist sends the same headers on the page, an asset, config.json, an app path and a missing asset', async () => {
    const expected = securityHeaders({ config: API, scriptHashes: hashes });
    const cases = [
      ['/', 200, 'no-cache'],
      ['/assets/main-A.js', 200, 'public, max-age=31536000, immutable'],
      ['/config.json', 200, 'no-cache'],
      ['/uk/reports/7', 200, 'no-cache'],
      ['/assets/gone-B.js', 404, 'no-store'],
      ['/assets/gone', 404, 'no-store'],
    ] as const;
    for (const [path, status, cache] of cases) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(status);
      expect(response.headers.get('cache-control'), path).toBe(cache);
      for (const [name, value] of Object.entries(expected))
        expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
    }
    const proxied = await fetch(`${base}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=/);
  });

  it('nginx gets the same headers in every location, a year for assets only on success, and a real 404 for a missing file', async () => {
    const text = await writeNginxConfig({
      dist: root,
      out: join(root, 'nginx.conf'),
      listen: '8081',
      root: '/srv/portal',
    });
    expect(readFileSync(join(root, 'nginx.conf'), 'utf8')).toBe(text);
    const locations = text.split(/\n\s*location /).slice(1);
    expect(locations.map((l) => l.slice(0, l.indexOf('{')).trim())).toEqual([
      '= /index.html',
      '= /config.json',
      '^~ /assets/',
      '~ "^/(nginx\\.conf|meta\\.json)$"',
      '~ "\\.(?!html$)[^./]+$"',
      '/',
    ]);
    const csp = securityHeaders({ config: API, scriptHashes: hashes })['Content-Security-Policy'];
    for (const location of locations) {
      expect(location).toContain(`add_header Content-Security-Policy "${csp}" always;`);
      for (const name of [
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'X-Frame-Options',
      ])
        expect(location).toMatch(new RegExp(`add_header ${name} "[^"]+" always;`));
      expect(location).toContain('add_header Strict-Transport-Security $llts_hsts always;');
    }
    expect(locations[2]).toContain('add_header Cache-Control "public, max-age=31536000, immutable";');
    expect(locations[2]).toContain('try_files $uri =404;');
    expect(locations[3]).toContain('return 404;');
    expect(locations[5]).toContain('try_files $uri /index.html;');
    expect(text).toMatch(
      /listen 8081;[\s\S]*root \/srv\/portal;[\s\S]*gzip_static on;[\s\S]*brotli_static on;/,
    );
    expect(nginxConfig({ headers: {}, brotli: false })).not.toContain('brotli');
    expect(() => nginxConfig({ headers: { 'X-Bad': 'a "quoted" value' } })).toThrow(/cannot quote/);
  });
});
