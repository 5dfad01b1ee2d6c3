// A tool's own code: what arrives with the tool and no other tool loads. The per-tool budgets are about
// this figure ("libraries shared with other tools excluded"). Packages are libraries; so are
// the form kit, tables, widgets and platform modules another tool loads too: they are counted once, as
// shared, and printed for reference next to the tool's own figure. esbuild reports each input's bytes in
// an output but gzips the output as a whole, so each file's gzip size is split in proportion to its
// inputs: an estimate, close because minified app code and library code compress alike.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const isPackage = (input) => input.includes('node_modules/');

/** The tool id of a lazy chunk whose entry is src/apps/<id>/..., else undefined. */
export function toolOf(entryName) {
  return entryName?.match(/^src\/apps\/([^/]+)\//)?.[1];
}

/** Estimated gzip bytes of non-package code in `files` (a lazy chunk that is not a tool, e.g. the demo panel). */
export function ownCodeBytes(root, files) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  let total = 0;
  for (const file of files) {
    const inputs = Object.entries(meta.outputs[file]?.inputs ?? {});
    const all = inputs.reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    const own = inputs.filter(([path]) => !isPackage(path)).reduce((sum, [, v]) => sum + v.bytesInOutput, 0);
    if (all > 0) total += gzipSync(readFileSync(join(root, file)), { level: 9 }).length * (own / all);
  }
  return Math.round(total);
}

/**
 * For every tool, the estimated gzip bytes of its own code and of the app code it shares with other tools.
 * `lazy` is bundleFigures().lazy: each chunk's files outside the initial load.
 */
export function toolCodeFigures(root, lazy) {
  const meta = JSON.parse(readFileSync(join(root, 'dist/meta.json'), 'utf8'));
  const filesByTool = new Map();
  for (const chunk of lazy) {
    const tool = toolOf(chunk.name);
    if (!tool) continue;
    if (!filesByTool.has(tool)) filesByTool.set(tool, new Set());
    for (const file of chunk.files) filesByTool.get(tool).add(file);
  }
  const inputsByTool = new Map(
    [...filesByTool].map(([tool, files]) => [
      tool,
      new Set([...files].flatMap((file) => Object.keys(meta.outputs[file]?.inputs ?? {}))),
    ]),
  );
  const sharedInputs = new Set();
  for (const [tool, inputs] of inputsByTool) {
    for (const input of inputs) {
      if ([...inputsByTool].some(([other, theirs]) => other !== tool && theirs.has(input)))
        sharedInputs.add(input);
    }
  }
  const gzipOf = new Map();
  const estimate = (file, path) => {
    const inputs = Object.values(meta.outputs[file]?.inputs ?? {});
    const all = inputs.reduce((sum, v) => sum + v.bytesInOutput, 0);
    if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(readFileSync(join(root, file)), { level: 9 }).length);
    return all ? (gzipOf.get(file) * meta.outputs[file].inputs[path].bytesInOutput) / all : 0;
  };
  const tools = {};
  const sharedGroups = {};
  for (const [tool, files] of filesByTool) {
    let own = 0;
    let shared = 0;
    for (const file of files) {
      for (const path of Object.keys(meta.outputs[file]?.inputs ?? {})) {
        if (isPackage(path)) continue;
        if (sharedInputs.has(path)) shared += estimate(file, path);
        else own += estimate(file, path);
      }
    }
    tools[tool] = { own: Math.round(own), shared: Math.round(shared) };
  }
  // Each shared input counted once, in the file that carries it, grouped by widget or layer.
  const counted = new Set();
  for (const files of filesByTool.values()) {
    for (const file of files) {
      for (const path of Object.keys(meta.outputs[file]?.inputs ?? {})) {
        if (isPackage(path) || !sharedInputs.has(path) || counted.has(`${file}|${path}`)) continue;
        counted.add(`${file}|${path}`);
        const group = groupOf(path);
        sharedGroups[group] = (sharedGroups[group] ?? 0) + estimate(file, path);
      }
    }
  }
  for (const group of Object.keys(sharedGroups)) sharedGroups[group] = Math.round(sharedGroups[group]);
  return { tools, sharedGroups };
}

/** src/widgets/<name>, src/ui/form, src/ui, src/platform/react, src/platform: how shared code is reported. */
function groupOf(path) {
  return (
    path.match(/^src\/widgets\/[^/.]+/)?.[0] ??
    path.match(/^src\/(ui\/form|ui\/table|platform\/react)\//)?.[0].slice(0, -1) ??
    path.match(/^src\/[^/]+/)?.[0] ??
    path
  );
}
