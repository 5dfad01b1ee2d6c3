// The demo panel never ships in a build made for a real API. The real build runs with
// LLTS_API_BASE_URL set (into a temp folder, so the dist/ an e2e run serves is left alone): no chunk of the
// panel, none of its modules and none of its words are in what the browser could load.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function build(env: Record<string, string>) {
  const dist = mkdtempSync(join(tmpdir(), 'demo-panel-build-'));
  dirs.push(dist);
  const result = spawnSync('node', ['esbuild.config.mjs', 'build'], {
    cwd: root,
    env: { ...process.env, LLTS_API_BASE_URL: '', ...env, LLTS_DIST_DIR: dist },
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  const meta = JSON.parse(readFileSync(join(dist, 'meta.json'), 'utf8')) as {
    outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
  };
  const scripts = readdirSync(join(dist, 'assets')).filter((name) => name.endsWith('.js'));
  const text = scripts.map((name) => readFileSync(join(dist, 'assets', name), 'utf8')).join('\n');
  const modules = Object.values(meta.outputs).flatMap((output) => Object.keys(output.inputs));
  const entries = Object.values(meta.outputs).map((output) => output.entryPoint);
  return { text, modules, entries };
}

describe('the demo panel in production builds', () => {
  it('is absent from a build with LLTS_API_BASE_URL set, present (as its own chunk) without it', () => {
    const api = build({ LLTS_API_BASE_URL: 'https://api.example.test/api/v1' });
    expect(api.entries).not.toContain('src/shell/demo/DemoPanel.tsx');
    expect(
      api.modules.filter(
        (module) => module.startsWith('src/shell/demo/') && !module.endsWith('DemoSlot.tsx'),
      ),
    ).toEqual([]);
    expect(api.text).not.toContain('Copy as scenario');
    expect(api.text).not.toContain('Demo controls');

    const demo = build({});
    expect(demo.entries).toContain('src/shell/demo/DemoPanel.tsx');
    expect(demo.text).toContain('Copy as scenario');
  }, 120_000);
});
