// Which modules each lazy entry of the production build also imports, so esbuild's code splitting makes
// few, larger chunks instead of many small ones (scripts/build-plugins.mjs applies the plan).
//
// esbuild puts a module in the chunk of the exact set of entry points (main and every `import()` target)
// that reach it statically. With dozens of lazy entries sharing the platform, the form kit and headlessui in
// every combination, a deep link to a tool loaded dozens of files, most of them tiny: over HTTP/1.1 (six
// connections per origin) each six of them cost a round trip, seconds on a phone's network.
//
// A module that is certainly loaded before a lazy entry runs (it is in the static closure of every entry
// that can have requested it, or certainly loaded before those) costs nothing more when that entry imports
// it too: its chunk is already there. Importing all of them from the entry gives such modules the same set
// of entries, so they travel together. Found by a forward dataflow over the `import()` sites of a first
// build's metafile (a dominator analysis: an entry's guaranteed set is the intersection, over every module
// that imports it dynamically and every entry that can bring that module, of what is loaded then).
//
// That alone left a deep link at 40–70 files: what two tools share with each other but not with the page
// before them still fragments. A greedy second step (mergeSmallChunks) then loads two chunks as one where
// the requests saved outweigh the bytes some entries load in vain, within a cap for what loads after a page.
// Such a module then also runs earlier than it did (with its chunk): modules here have no import-time
// effects beyond definitions (ARCHITECTURE.md: no DOM globals at import time), which keeps that harmless.
import { resolve } from 'node:path';
import { staticClosure } from './metafile.mjs';

const SOURCE = /\.(?:[cm]?js|tsx?|jsx|json)$/;

const intersect = (a, b) => (a === undefined ? new Set(b) : new Set([...a].filter((item) => b.has(item))));

/**
 * From a first build's metafile (paths relative to `root`): for each lazy entry module (absolute path), the
 * modules (absolute) it should import as well. `entrySuffix` names the page's entry. `options.merge: false`
 * keeps to the free part (what is certainly loaded already); `options.weightOf(entryPoint)` says how much
 * an entry's load counts in the merging (defaultWeight).
 */
export function chunkSharingPlan(metafile, root, entrySuffix, options = {}) {
  const outputs = Object.fromEntries(
    Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js')),
  );
  const entries = Object.keys(outputs).filter((file) => outputs[file].entryPoint);
  const main = entries.find((file) => outputs[file].entryPoint.endsWith(entrySuffix));
  const entryModule = new Map(entries.map((file) => [outputs[file].entryPoint, file]));
  // Modules each entry loads, its own static closure.
  const loads = new Map();
  // Entries that bring each module.
  const broughtBy = new Map();
  for (const entry of entries) {
    const modules = new Set();
    for (const file of staticClosure(outputs, entry))
      for (const input of Object.keys(outputs[file].inputs)) modules.add(input);
    loads.set(entry, modules);
    for (const module of modules) broughtBy.set(module, [...(broughtBy.get(module) ?? []), entry]);
  }
  // The modules (that made it into the output) that import each entry dynamically.
  const importers = new Map();
  for (const [module, input] of Object.entries(metafile.inputs)) {
    if (!broughtBy.has(module)) continue;
    for (const imp of input.imports) {
      const target = imp.kind === 'dynamic-import' && entryModule.get(imp.path);
      if (target && target !== main) importers.set(target, [...(importers.get(target) ?? []), module]);
    }
  }
  // guaranteed(entry): modules certainly loaded before it runs; undefined stands for "everything" until known.
  const guaranteed = new Map([[main, new Set()]]);
  const loadedWith = (entry) => {
    const before = guaranteed.get(entry);
    return before === undefined ? undefined : new Set([...before, ...loads.get(entry)]);
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const entry of entries) {
      if (entry === main) continue;
      let next;
      let unknown = false;
      for (const module of importers.get(entry) ?? []) {
        for (const bringer of broughtBy.get(module)) {
          const loaded = loadedWith(bringer);
          if (loaded === undefined) unknown = true;
          else next = intersect(next, loaded);
        }
      }
      // Not yet reached from main by any known path: leave it "everything" for another round.
      if (next === undefined && unknown) continue;
      // Whatever else, every lazy chunk runs after main has: its closure is always there (also for an entry
      // whose import() sites the metafile does not show, e.g. in a module that was tree-shaken away).
      next = new Set([...(next ?? []), ...loads.get(main)]);
      const previous = guaranteed.get(entry);
      if (previous === undefined || previous.size !== next.size) {
        guaranteed.set(entry, next);
        changed = true;
      }
    }
  }
  const entryModules = new Set(entries.map((file) => outputs[file].entryPoint));
  // What each entry imports besides its own closure: first what is certainly loaded already.
  const extraOf = new Map();
  for (const entry of entries) {
    if (entry === main) continue;
    // A module other entries import statically carries these imports into them too: only what is certainly
    // loaded before each of them as well.
    let safe = guaranteed.get(entry) ?? new Set();
    for (const bringer of broughtBy.get(outputs[entry].entryPoint))
      if (bringer !== entry) safe = intersect(safe, guaranteed.get(bringer) ?? new Set());
    extraOf.set(entry, new Set([...safe].filter((other) => !loads.get(entry).has(other))));
  }
  if (options.merge !== false)
    mergeSmallChunks({ metafile, outputs, entries, main, loads, extraOf, weightOf: options.weightOf });
  const importsFor = new Map();
  for (const [entry, extra] of extraOf) {
    const wanted = [...extra].filter((other) => SOURCE.test(other) && !entryModules.has(other));
    if (!wanted.length) continue;
    const absolute = wanted.map((other) => resolve(root, other));
    importsFor.set(resolve(root, outputs[entry].entryPoint), absolute);
  }
  return { importsFor };
}

// A request costs about what this many bytes (minified, before compression) cost to download on a phone's
// network (Lighthouse's mobile simulation: 150 ms round trip, 1.6 Mbit/s, six connections per origin).
const REQUEST_BYTES = 15_000;
/**
 * What a load other than a page's may reach by merging (minified; about 50 KiB gzip, under the bench's
 * 60 KiB budget of a lazy chunk), and how much one already larger may still grow.
 */
const LATER_LOAD_BYTES = 160_000;
const MAX_GROWTH = 0.03;

/**
 * How much an entry's load counts: a page's first load (a tool's root, the routes, the signed-in shell)
 * fully, a dialog's or a tab's inside a tool less, the sign-in library's and the demo backend's little.
 */
function defaultWeight(entryPoint) {
  if (entryPoint.startsWith('fixtures/') || entryPoint.includes('node_modules/')) return 0.05;
  if (/^src\/apps\/[^/]+\/[^/]+\.tsx$/.test(entryPoint)) return 1;
  if (
    /^src\/shell\/(routing\/OtherRoutes|home\/SignedInHome|inactivity\/InactivityMonitor|menu\/UserMenu|auth\/SignInPage)\.tsx$/.test(
      entryPoint,
    )
  )
    return 1;
  return 0.3;
}

/**
 * A tool's page and the routes chunk may load more for fewer requests; everything loaded later (a dialog, a
 * tab, the user menu, the sign-in library) only up to LATER_LOAD_BYTES, so what it costs on first use stays
 * within its budget. Without this the user menu and the sign-in library grew past their budget.
 */
const mayGrow = (entryPoint) =>
  /^src\/apps\/[^/]+\/[^/]+\.tsx$|^src\/shell\/routing\/OtherRoutes\.tsx$/.test(entryPoint);

/**
 * Greedy: while some two chunks are better loaded as one (the requests saved for the entries that load both
 * outweigh the bytes the others then load too, each weighted), every entry of either imports both. Adds to
 * `extraOf` (entry -> modules it imports besides its closure). Chunks of the initial closure are left alone.
 */
function mergeSmallChunks({ metafile, outputs, entries, main, loads, extraOf, weightOf = defaultWeight }) {
  const index = new Map(entries.map((entry, at) => [entry, at]));
  const bit = (entry) => 1n << BigInt(index.get(entry));
  const weights = entries.map((entry) => weightOf(outputs[entry].entryPoint));
  const weightCache = new Map();
  const weight = (mask) => {
    let total = weightCache.get(mask);
    if (total !== undefined) return total;
    total = 0;
    for (let at = 0, rest = mask; rest; at++, rest >>= 1n) if (rest & 1n) total += weights[at];
    weightCache.set(mask, total);
    return total;
  };
  const mainBit = bit(main);
  const wordCount = Math.ceil(entries.length / 16);
  const wordsOf = (mask) =>
    Array.from({ length: wordCount }, (_, at) => Number((mask >> BigInt(16 * at)) & 0xffffn));
  // tables[at][word]: the weight of the entries a 16-bit word at that place stands for.
  const tables = Array.from({ length: wordCount }, (_, at) => {
    const table = new Float64Array(1 << 16);
    for (let word = 1; word < 1 << 16; word++) {
      const low = word & -word;
      table[word] = table[word ^ low] + (weights[16 * at + Math.log2(low)] ?? 0);
    }
    return table;
  });
  const commonWeight = (a, b) => {
    let total = 0;
    for (let at = 0; at < wordCount; at++) total += tables[at][a[at] & b[at]];
    return total;
  };
  // Entries whose module others import statically: whoever imports more, makes those load it too.
  const carriedBy = new Map(entries.map((entry) => [entry, bit(entry)]));
  for (const entry of entries)
    for (const other of entries)
      if (other !== entry && loads.get(other).has(outputs[entry].entryPoint))
        carriedBy.set(entry, carriedBy.get(entry) | bit(other));
  const carried = entries
    .filter((entry) => carriedBy.get(entry) !== bit(entry))
    .map((entry) => [bit(entry), carriedBy.get(entry)]);
  const widen = (mask) => {
    for (let previous = -1n; previous !== mask;) {
      previous = mask;
      for (const [own, carriers] of carried) if (mask & own) mask |= carriers;
    }
    return mask;
  };
  // Each module's set of entries (its chunk, as esbuild will cut it) and size.
  const setOf = new Map();
  const bytesOf = new Map();
  for (const file of Object.keys(outputs))
    for (const [module, info] of Object.entries(outputs[file].inputs))
      bytesOf.set(module, info.bytesInOutput);
  for (const entry of entries)
    for (const module of [...loads.get(entry), ...(extraOf.get(entry) ?? [])])
      setOf.set(module, (setOf.get(module) ?? 0n) | bit(entry));
  const deps = new Map();
  for (const module of setOf.keys()) {
    const imports = metafile.inputs[module]?.imports ?? [];
    deps.set(
      module,
      imports.filter((imp) => imp.kind !== 'dynamic-import' && setOf.has(imp.path)).map((imp) => imp.path),
    );
  }
  // What each entry loads (bytes, its own closure and what it imports besides), before and during merging.
  const loadOf = (entry) =>
    [...setOf].reduce(
      (sum, [module, mask]) =>
        mask & bit(entry) && !(mask & mainBit) ? sum + (bytesOf.get(module) ?? 0) : sum,
      0,
    );
  const original = new Map(entries.map((entry) => [entry, loadOf(entry)]));
  const loaded = new Map(original);
  const rejected = new Set();
  for (;;) {
    const chunks = new Map();
    const chunkOf = new Map();
    for (const [module, mask] of setOf) {
      if (mask & mainBit) continue;
      const chunk = chunks.get(mask) ?? { mask, modules: [], bytes: 0, deps: new Set() };
      chunk.modules.push(module);
      chunk.bytes += bytesOf.get(module) ?? 0;
      chunks.set(mask, chunk);
      chunkOf.set(module, chunk);
    }
    const list = [...chunks.values()];
    for (const chunk of list) {
      for (const module of chunk.modules) {
        for (const dep of deps.get(module)) {
          const next = chunkOf.get(dep);
          if (next && next !== chunk) chunk.deps.add(next);
        }
      }
    }
    // Each chunk's static closure among these chunks (itself included): they come along with it.
    const closures = new Map();
    for (const chunk of list) {
      const seen = new Set([chunk]);
      const stack = [chunk];
      while (stack.length) {
        for (const next of stack.pop().deps) {
          if (seen.has(next)) continue;
          seen.add(next);
          stack.push(next);
        }
      }
      closures.set(chunk, [...seen]);
    }
    const overFetch = (chunk, mask) =>
      closures.get(chunk).reduce((sum, dep) => sum + dep.bytes * weight(mask & ~dep.mask), 0);
    // The pairs are many: their common entries' weight from 16-bit words and tables, not BigInt. Taken by
    // what merging them saves at most, the search ends at the first pair that cannot beat the best so far;
    // a pair's gain is worked out once for these chunks. Of equal gains, the first pair in list order wins.
    const words = list.map((chunk) => wordsOf(chunk.mask));
    const pairs = [];
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const saved = commonWeight(words[i], words[j]) * REQUEST_BYTES;
        if (saved) pairs.push({ a: list[i], b: list[j], saved, order: pairs.length });
      }
    }
    pairs.sort((x, y) => y.saved - x.saved || x.order - y.order);
    const bestPair = () => {
      let best;
      for (const pair of pairs) {
        if (best && pair.saved < best.gain) break;
        if (rejected.has(`${pair.a.mask}/${pair.b.mask}`)) continue;
        if (pair.gain === undefined) {
          pair.union = widen(pair.a.mask | pair.b.mask);
          pair.gain = pair.saved - overFetch(pair.a, pair.union) - overFetch(pair.b, pair.union);
        }
        if (
          pair.gain > 0 &&
          (!best || pair.gain > best.gain || (pair.gain === best.gain && pair.order < best.order))
        )
          best = pair;
      }
      return best;
    };
    // No entry's load may grow by more than MAX_GROWTH of what it was before any merging.
    const allowed = (entry) =>
      mayGrow(outputs[entry].entryPoint)
        ? Infinity
        : Math.max(original.get(entry) * (1 + MAX_GROWTH), LATER_LOAD_BYTES);
    /** The best pair no entry's limit refuses: what merging it moves, and adds to each entry's load. */
    const nextMerge = () => {
      for (let best = bestPair(); best; best = bestPair()) {
        const moved = new Set([...closures.get(best.a), ...closures.get(best.b)]);
        const grown = new Map();
        for (const chunk of moved) {
          for (const entry of entries)
            if (best.union & ~chunk.mask & bit(entry))
              grown.set(entry, (grown.get(entry) ?? 0) + chunk.bytes);
        }
        if (![...grown].some(([entry, added]) => loaded.get(entry) + added > allowed(entry)))
          return { union: best.union, moved, grown };
        // Refused: the chunks stay as they are, so the next best is looked for among them.
        rejected.add(`${best.a.mask}/${best.b.mask}`);
      }
      return undefined;
    };
    const merge = nextMerge();
    if (!merge) break;
    for (const [entry, added] of merge.grown) loaded.set(entry, loaded.get(entry) + added);
    for (const chunk of merge.moved) {
      for (const module of chunk.modules) setOf.set(module, setOf.get(module) | merge.union);
    }
  }
  for (const [module, mask] of setOf) {
    if (mask & mainBit) continue;
    for (const entry of entries)
      if (mask & bit(entry) && !loads.get(entry).has(module)) extraOf.get(entry)?.add(module);
  }
}
