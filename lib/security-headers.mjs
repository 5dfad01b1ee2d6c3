// The response headers of the portal, computed in one place for every server the project ships: the dev
// server, `npm run serve:dist` (lib/static-server.mjs) and the generated nginx configuration
// (scripts/nginx-config.mjs). Two inputs decide them: index.html (the SHA-256 of each inline script) and
// config.json (the API, identity and storage origins the page may talk to), so one build deploys anywhere
// and the policy is written where config.json is, at deploy time.
import { createHash } from 'node:crypto';

/**
 * The Trusted Types policies the page creates, and the only ones it may. `dompurify` is the sanitiser's own
 * (src/ui/RichText.tsx): the one way HTML reaches the page. `default` is index.html's entry loader's, and
 * turns exactly two fixed addresses into script URLs: the entry module, and the demo backend's service
 * worker, which msw registers with a plain string (only a default policy converts one). It has no HTML or
 * script rule, so any other string at any sink is still refused.
 */
export const TRUSTED_TYPES_POLICIES = ['dompurify', 'default'];

/** The demo backend's service worker (public/mockServiceWorker.js), registered by fixtures/browser.ts. */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

/**
 * index.html's loader of the entry module, in place of a `<script src>` tag: under 'strict-dynamic' a
 * parser-inserted external script runs only with a hash of its own, and its imports not at all, whereas a
 * script that a trusted inline script inserts runs with its whole module graph (Google's strict-CSP form,
 * as the strict-csp package writes it).
 */
export function entryLoaderScript(entryUrl) {
  const allowed = JSON.stringify([entryUrl, DEMO_WORKER_URL]);
  return (
    `<script>(function(){var a=${allowed},t=window.trustedTypes;` +
    `if(t)t.createPolicy('default',{createScriptURL:function(u){if(a.indexOf(u)<0)throw new TypeError('not a portal script: '+u);return u}});` +
    // Run once the document is parsed, as a `<script type="module">` tag would (the modulepreload before
    // this fetches it meanwhile): a module inserted by script runs as soon as it arrives.
    `function r(){var s=document.createElement('script');s.type='module';s.src=a[0];document.head.appendChild(s)}` +
    `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',r):r()})()</script>`
  );
}

/** Every inline `<script>` of a page (those without `src`), as CSP hash sources. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of an absolute http(s) address; undefined for a path or anything else. */
function originOf(address) {
  if (typeof address !== 'string' || !address.trim()) return undefined;
  try {
    const url = new URL(address.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const regionOfPool = (poolId) =>
  typeof poolId === 'string' ? /^([a-z]{2}(?:-[a-z]+)+-\d+)_/.exec(poolId)?.[1] : undefined;

/**
 * The origins config.json names that the page calls with fetch: the API, Cognito's service for the pool's
 * region (or its endpoint override), the hosted sign-in domain (its token endpoint), an absolute TMS
 * authorization address, and the storage the API hands upload and download addresses on.
 */
export function connectOrigins(config = {}) {
  const cognito = config.cognito ?? {};
  const region = cognito.region ?? regionOfPool(cognito.userPoolId);
  const hostedUi =
    typeof cognito.hostedUiDomain === 'string' && cognito.hostedUiDomain.trim()
      ? originOf(
          /^https?:\/\//.test(cognito.hostedUiDomain)
            ? cognito.hostedUiDomain
            : `https://${cognito.hostedUiDomain}`,
        )
      : undefined;
  return unique([
    originOf(config.apiBaseUrl),
    region && cognito.userPoolId ? `https://cognito-idp.${region}.amazonaws.com` : undefined,
    originOf(cognito.endpoint),
    hostedUi,
    originOf(config.externalUrls?.tmsAuthUrl),
    ...storageOrigins(config),
  ]);
}

/**
 * Where the API's file addresses point (presigned uploads and downloads, the quote document the page reads,
 * a client's banner, a voice's sample): config.json's `storageOrigins`. A file address on the API's own
 * origin (the fixture HTTP server's) needs nothing more.
 */
export function storageOrigins(config = {}) {
  const listed = Array.isArray(config.storageOrigins) ? config.storageOrigins : [];
  return unique([originOf(config.apiBaseUrl), ...listed.map(originOf)]);
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/**
 * The Content-Security-Policy: Google's strict, hash-based form (scripts run only from index.html's hashed
 * inline scripts and what they load), Trusted Types for every script and HTML sink, and each fetch
 * directive limited to the page's origin and the origins config.json names.
 */
export function contentSecurityPolicy({ config, scriptHashes }) {
  const storage = storageOrigins(config);
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'strict-dynamic'", ...scriptHashes]],
    ['style-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins(config)]],
    // data: for the MFA set-up's QR code (made in the page), blob: for files the page makes.
    ['img-src', ["'self'", 'data:', 'blob:', ...storage]],
    ['media-src', ["'self'", 'blob:', ...storage]],
    // The Coupa quote document is read by the page (connect-src) and framed from the page's own blob:.
    ['frame-src', ["'self'", 'blob:']],
    ['font-src', ["'self'"]],
    // The demo backend's service worker (public/mockServiceWorker.js).
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    // The portal's forms are sent by script (fetch); none posts to another site (spec: the Coupa punch-out
    // signs in by a link and answers quotes through the API, payment preferences go with an API call).
    ['form-action', ["'self'"]],
    // No other site frames the portal (the Coupa punch-out opens it as a page): no clickjacking. Its own
    // origin may.
    ['frame-ancestors', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', TRUSTED_TYPES_POLICIES],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Features the portal never uses, denied to it and to any frame it shows. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, subdomains included: sent only on a response that came over HTTPS. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * The security headers every response carries (the page, an asset, config.json, a 404 alike).
 * `https`: the request came over HTTPS (directly or through a proxy that said so), which adds HSTS.
 */
export function securityHeaders({ config, scriptHashes, https = false }) {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy({ config, scriptHashes }),
    'X-Content-Type-Options': 'nosniff',
    // Quote pages are opened by id without sign-in: the id never leaves the site in a Referer.
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
    // frame-ancestors for browsers that predate it.
    'X-Frame-Options': 'SAMEORIGIN',
  };
  if (https) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/**
 * Content-hashed files under /assets/ are kept for a year; everything else (index.html, config.json, the
 * worker) is checked on every use. The dev server's assets keep their names: `immutableAssets` false.
 */
export const cacheControl = (path, immutableAssets = true) =>
  immutableAssets && path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
