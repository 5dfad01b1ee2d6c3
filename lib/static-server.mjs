// A small static server for the SPA: files from `root`, `config.json` from the environment, and
// index.html for any app path so deep links (e.g. /uk/machineTranslation/fileTranslation/123) load the app.
// Every answer carries the security headers of lib/security-headers.mjs, as nginx's does.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { COMPRESSIBLE } from './precompress.mjs';
import { cacheControl, inlineScriptHashes, securityHeaders } from './security-headers.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// The fixture control surface (/__fixtures/*) is answered inside the page, by the demo backend's service
// worker, or by `npm run fixtures`. Here the app's fallback would answer 200 with index.html, and a control
// call from outside the page would look like it worked while changing nothing.
const CONTROL_SURFACE = /^\/__fixtures(\/|$)/;
const CONTROL_SURFACE_ELSEWHERE =
  "Not found: the fixtures control surface (/__fixtures/...) is not served here. It lives in the page's demo " +
  "backend (answered inside an open portal tab, for that tab's requests) or in the fixture HTTP server started " +
  'with `npm run fixtures`.\n';

/** The encodings the request accepts (q > 0), from its Accept-Encoding header. */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

/**
 * The precompressed copy written at build time (lib/precompress.mjs) that the request accepts, brotli
 * first; only when it is at least as new as the file, since a dev rebuild rewrites `main.js` in place.
 */
async function precompressedCopy(file, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  if (!accepted.size) return undefined;
  let original;
  for (const [encoding, suffix] of ENCODINGS) {
    if (!accepted.has(encoding) && !accepted.has('*')) continue;
    try {
      const copy = await stat(`${file}${suffix}`);
      original ??= await stat(file);
      if (copy.isFile() && copy.mtimeMs >= original.mtimeMs)
        return { encoding, path: `${file}${suffix}`, size: copy.size };
    } catch {
      // no such copy: the next encoding, or the file itself
    }
  }
  return undefined;
}

async function fileAt(root, urlPath) {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '');
  const full = join(root, relative);
  if (full !== root && !full.startsWith(root + sep)) return undefined; // no escaping the root
  try {
    const info = await stat(full);
    return info.isFile() ? full : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A 500 while nothing was sent yet (no file path in it); otherwise the response is cut short, so the client
 * sees a broken transfer rather than a truncated file taken for whole. The server outlives any request.
 * @param {import('node:http').ServerResponse} res
 * @param {unknown} error
 */
function fail(res, error) {
  if (res.headersSent) {
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  res.writeHead(500, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
  res.end('Could not read the file. Try again.');
}

/**
 * Streams a file. The status goes out only once the file is open, so a file that went away since it was
 * found (a rebuild replaces dist/) is a 500, not a 200 with no body; an error while reading cuts the
 * response. A stream error without a handler would be thrown and end the whole server.
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {Record<string, string>} headers
 */
function sendFile(res, file, headers) {
  const stream = createReadStream(file);
  stream.on('error', (error) => fail(res, error));
  stream.once('open', () => {
    res.writeHead(200, headers);
    stream.pipe(res);
  });
  // A client that went away stops the read (pipe alone would leave the file open).
  res.once('close', () => stream.destroy());
}

/**
 * The hashes of index.html's inline scripts, read again whenever the file changes (a rebuild while this
 * serves). No index.html yet: no inline script may run.
 */
function scriptHashesOf(root) {
  const file = join(root, 'index.html');
  let known = { mtimeMs: -1, hashes: [] };
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info) return [];
    if (info.mtimeMs !== known.mtimeMs)
      known = { mtimeMs: info.mtimeMs, hashes: inlineScriptHashes(await readFile(file, 'utf8')) };
    return known.hashes;
  };
}

/**
 * @param {{ root: string, port: number, host?: string, config: () => unknown, immutableAssets?: boolean,
 *           onRequest?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} options
 */
export function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
  config,
  immutableAssets = false,
  onRequest,
}) {
  const scriptHashes = scriptHashesOf(root);
  const server = createServer(async (req, res) => {
    try {
      const https = Boolean(req.socket.encrypted) || req.headers['x-forwarded-proto'] === 'https';
      for (const [name, value] of Object.entries(
        securityHeaders({ config: config(), scriptHashes: await scriptHashes(), https }),
      ))
        res.setHeader(name, value);
      if (onRequest?.(req, res)) return;
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/config.json') {
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': cacheControl(path) });
        res.end(JSON.stringify(config()));
        return;
      }
      if (CONTROL_SURFACE.test(path)) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
        res.end(CONTROL_SURFACE_ELSEWHERE);
        return;
      }
      let file = await fileAt(root, path);
      // A missing asset or file is a 404 (never the app with 200); any other path is one of the app's.
      if (!file && (path.startsWith('/assets/') || (extname(path) && !path.endsWith('.html')))) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store' });
        res.end('Not found');
        return;
      }
      file ??= join(root, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      // Hashed names change with their content: cached for a year. Anything else is checked every time.
      const served = file === join(root, 'index.html') ? '/index.html' : path;
      const headers = { 'Content-Type': type, 'Cache-Control': cacheControl(served, immutableAssets) };
      if (!COMPRESSIBLE.has(extname(file))) {
        sendFile(res, file, headers);
        return;
      }
      // The answer depends on Accept-Encoding, whichever copy is sent: a shared cache must know.
      headers.Vary = 'Accept-Encoding';
      const copy = await precompressedCopy(file, req.headers['accept-encoding']);
      if (copy) {
        headers['Content-Encoding'] = copy.encoding;
        headers['Content-Length'] = String(copy.size);
      }
      sendFile(res, copy?.path ?? file, headers);
    } catch (error) {
      fail(res, error);
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
