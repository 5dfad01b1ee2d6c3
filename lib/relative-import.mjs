// An import specifier from one file to another, relative to the first: a bundle's text, and with it the
// minifier's names and the files' hashes, then does not depend on the folder the project was checked out in.
import { dirname, relative, sep } from 'node:path';

export function relativeSpecifier(fromFile, toFile) {
  const path = relative(dirname(fromFile), toFile).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/** `import "<module>";` lines for each module, from `fromFile`. */
export const bareImports = (fromFile, modules) =>
  modules.map((module) => `import ${JSON.stringify(relativeSpecifier(fromFile, module))};`).join('\n');
