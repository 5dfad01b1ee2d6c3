// A small static server for the SPA: files from `root`, `config.json` from the environment, and
// index.html for any app path so deep links (e.g. /uk/machineTranslation/fileTranslation/123) load the app.
import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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
 * @param {{ root: string, port: number, host?: string, config: () => unknown, immutableAssets?: boolean,
 *           onRequest?: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean }} options
 */
export function startStaticServer({ root, port, host = '127.0.0.1', config, immutableAssets = false, onRequest }) {
  const server = createServer(async (req, res) => {
    try {
      if (onRequest?.(req, res)) return;
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (path === '/config.json') {
        res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
        res.end(JSON.stringify(config()));
        return;
      }
      let file = await fileAt(root, path);
      if (!file && extname(path) && !path.endsWith('.html')) {
        res.writeHead(404, { 'Content-Type': TYPES['.txt'] });
        res.end('Not found');
        return;
      }
      file ??= join(root, 'index.html');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const cache =
        immutableAssets && file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': cache });
      createReadStream(file).pipe(res);
    } catch (error) {
      res.writeHead(500, { 'Content-Type': TYPES['.txt'] });
      res.end(String(error));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
