// The static server (npm run serve:dist, the e2e server) survives a file that fails while it is served.
import type * as fsModule from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// How the next file read behaves: as on disk, gone since it was found (a rebuild), or failing halfway.
const read = vi.hoisted(() => ({ mode: 'disk' as 'disk' | 'vanished' | 'breaks' }));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof fsModule>();
  const createReadStream = ((path: string, options?: unknown) => {
    if (read.mode === 'vanished') return fs.createReadStream(`${path}.gone`);
    if (read.mode === 'breaks') {
      const stream = new Readable({ read() {} });
      setImmediate(() => {
        stream.emit('open', 42);
        stream.push('<!doctype html><p>half a fi');
        setTimeout(
          () => stream.destroy(Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' })),
          20,
        );
      });
      return stream;
    }
    return fs.createReadStream(path, options as never);
  }) as typeof fs.createReadStream;
  return { ...fs, default: { ...fs, createReadStream }, createReadStream };
});

// Test files share a worker's modules (vitest.config.ts): the server is imported afresh, so it reads
// through the mocked node:fs above even when another file loaded it first. Typed by lib/static-server.d.mts.
vi.resetModules();
const { startStaticServer } = await import('../../../lib/static-server.mjs');

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><p>portal</p>');
  writeFileSync(join(root, 'app.js'), 'console.log(1);');
  server = await startStaticServer({ root, port: 0, config: () => ({}) });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  read.mode = 'disk';
});

describe('static server', () => {
  it('serves files, and the app for any app path', async () => {
    const script = await fetch(`${base}/app.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('console.log(1);');
    expect(await (await fetch(`${base}/uk/reports/7`)).text()).toContain('portal');
  });

  it('answers the fixtures control surface with 404 and where it lives, for any method, not with the app', async () => {
    for (const [method, path] of [
      ['GET', '/__fixtures/state'],
      ['POST', '/__fixtures/faults'],
      ['DELETE', '/__fixtures/faults/1'],
      ['GET', '/__fixtures'],
    ]) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      const text = await response.text();
      expect(text).not.toContain('<!doctype');
      expect(text).toMatch(/demo backend/);
      expect(text).toMatch(/npm run fixtures/);
    }
    expect((await fetch(`${base}/__fixturesque`)).status).toBe(200); // only the control surface's own prefix
  });

  it('answers 500 for a file that disappeared before it could be opened, and keeps serving', async () => {
    read.mode = 'vanished';
    const response = await fetch(`${base}/app.js`);
    expect(response.status).toBe(500);
    expect(await response.text()).toMatch(/Could not read the file/);
    read.mode = 'disk';
    expect((await fetch(`${base}/app.js`)).status).toBe(200);
  });

  it('cuts the response short when the read fails after the headers went out, and keeps serving', async () => {
    read.mode = 'breaks';
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
    read.mode = 'disk';
    expect(await (await fetch(`${base}/`)).text()).toContain('portal');
  });
});
