// Reading esbuild's metafile: shared by the build's chunk plan and the bench's size figures.

/** Output files an output loads before it runs (its static imports, transitively), itself included. */
export function staticClosure(outputs, start) {
  const seen = new Set();
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of outputs[file]?.imports ?? []) if (imp.kind === 'import-statement') stack.push(imp.path);
  }
  return seen;
}
