// The portal in API mode, for the e2e project `api`: the suite's one production build (dist/: the portal
// reads config.json at start-up, so one build runs in either mode) through nginx with the configuration it
// generates, beside a config.json that names `llts fixtures serve` as its API and Cognito endpoint. Both
// servers start and stop with the spec that asks for them; the fixture server takes a free port.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startFixtureApi } from '../../../scripts/fixture-api.mjs';
import { startNginx } from '../../../scripts/nginx-server.mjs';
import { API_SITE_PORT, DIST } from './nginx';

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ApiMode {
  /** The fixture server's origin: its API, Cognito emulation and control surface (/__fixtures/). */
  api: string;
  stop(): Promise<void>;
}

export async function startApiMode(): Promise<ApiMode> {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-api-mode-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  const fixtures = await startFixtureApi(ROOT, dir).catch((error: unknown) => {
    removeDir();
    throw error;
  });
  const site = await startNginx({
    dist: DIST,
    port: API_SITE_PORT,
    config: fixtures.config,
  }).catch(async (error: unknown) => {
    await fixtures.stop();
    removeDir();
    throw error;
  });
  return {
    api: fixtures.url,
    stop: async () => {
      await Promise.all([site.stop(), fixtures.stop()]);
      removeDir();
    },
  };
}
