// `serve:dist` and the dev server send the brotli or gzip copy written at build time, as the request
// accepts it, with Content-Encoding and Vary; hashed assets are cached for a year, the rest revalidated.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types.
import { precompress } from '../../../lib/precompress.mjs';
// Typed by lib/static-server.d.mts.
import { startStaticServer } from '../../../lib/static-server.mjs';

const SCRIPT = `export const words = ${JSON.stringify('translation memory '.repeat(200))};\n`;
let root: string;
let server: Server;

/** A raw GET (fetch would decompress and hide the encoding). */
function get(path: string, acceptEncoding?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'compression-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), `<!doctype html><p>${'portal '.repeat(100)}</p>`);
  writeFileSync(join(root, 'assets', 'main-ABC123.js'), SCRIPT);
  writeFileSync(join(root, 'assets', 'logo-ABC123.png'), Buffer.alloc(2048, 7));
  writeFileSync(join(root, 'assets', 'tiny-ABC123.js'), '1');
  await precompress(root);
  server = await startStaticServer({ root, port: 0, config: () => ({}), immutableAssets: true });
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('precompressed answers', () => {
  it('writes brotli and gzip copies of text files only, and only when they are smaller', () => {
    expect(existsSync(join(root, 'assets', 'main-ABC123.js.br'))).toBe(true);
    expect(existsSync(join(root, 'assets', 'main-ABC123.js.gz'))).toBe(true);
    expect(existsSync(join(root, 'index.html.br'))).toBe(true);
    expect(existsSync(join(root, 'assets', 'logo-ABC123.png.br'))).toBe(false);
    expect(existsSync(join(root, 'assets', 'tiny-ABC123.js.br'))).toBe(false);
  });

  it('sends brotli when accepted, with its length, Vary and a year of caching for a hashed asset', async () => {
    const answer = await get('/assets/main-ABC123.js', 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/main-ABC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);

    for (const header of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/assets/main-ABC123.js', header);
      expect(plain.headers['content-encoding'], String(header)).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('compresses the app page of a deep link, which is revalidated rather than cached', async () => {
    const page = await get('/uk/reports/7', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(page.body).toString()).toContain('portal');
  });

  it('never sends a copy older than its file (a dev rebuild rewrites main.js in place)', async () => {
    const file = join(root, 'assets', 'main-ABC123.js');
    writeFileSync(file, 'export const rebuilt = true;\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const answer = await get('/assets/main-ABC123.js', 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export const rebuilt = true;\n');
  });

  it('leaves binary files as they are', async () => {
    const image = await get('/assets/logo-ABC123.png', 'br, gzip');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers.vary).toBeUndefined();
    expect(image.body.length).toBe(2048);
  });
});
