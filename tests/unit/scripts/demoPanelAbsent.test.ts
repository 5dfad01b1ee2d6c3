// The demo panel never ships in a build made for a real API. The production scripts are bundled as the build
// bundles them (scripts/bundle.mjs, without regrouping the chunks), with LLTS_API_BASE_URL set and without, in
// memory: no chunk of the panel, none of its modules and none of its words are in what the browser could load.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleProduction } from '../../../scripts/bundle.mjs';

async function bundle(apiBaseUrl: string) {
  const result = await bundleProduction({
    outdir: join(tmpdir(), 'demo-panel-bundle'),
    write: false,
    apiBaseUrl,
    // Which modules and words a build holds does not depend on how its chunks are grouped.
    planChunks: false,
  });
  const outputs = Object.values(result.metafile.outputs);
  const text = (result.outputFiles ?? [])
    .filter((file) => file.path.endsWith('.js'))
    .map((file) => file.text)
    .join('\n');
  const modules = outputs.flatMap((output) => Object.keys(output.inputs));
  const entries = outputs.map((output) => output.entryPoint);
  return { text, modules, entries };
}

describe('the demo panel in production builds', () => {
  it('is absent from a build with LLTS_API_BASE_URL set, present (as its own chunk) without it', async () => {
    const api = await bundle('https://api.example.test/api/v1');
    expect(api.entries).not.toContain('src/shell/demo/DemoPanel.tsx');
    expect(
      api.modules.filter(
        (module) => module.startsWith('src/shell/demo/') && !module.endsWith('DemoSlot.tsx'),
      ),
    ).toEqual([]);
    expect(api.text).not.toContain('Copy as scenario');
    expect(api.text).not.toContain('Demo controls');
    // Nor its catalogues in another language.
    expect(api.text).not.toContain('Demo-Steuerung');

    const demo = await bundle('');
    expect(demo.entries).toContain('src/shell/demo/DemoPanel.tsx');
    expect(demo.text).toContain('Copy as scenario');
  }, 120_000);
});
