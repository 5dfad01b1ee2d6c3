// Build-time rewrite: `import { Dialog } from '@headlessui/react'` becomes an import of the component's own module.
// headlessui's entry re-exports every component with `export *`; under code splitting esbuild then counts
// every component as reached by every chunk that imports the package, so the inactivity warning (a Dialog)
// carried the menu, the combobox and its virtualiser: one large chunk shared by everyone. Imported
// per component, each chunk reaches only what it uses, and what several use is still shared once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { relativeSpecifier } from '../lib/relative-import.mjs';

export const PACKAGE = '@headlessui/react';
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@headlessui\/react['"];?/g;

/** Exported name → module path inside the package's dist folder, read from its ESM entry. */
function exportMap(distDir) {
  const entry = readFileSync(join(distDir, 'headlessui.esm.js'), 'utf8');
  const map = new Map();
  const exportsOf = (file) => {
    const source = readFileSync(join(distDir, file), 'utf8');
    const lists = [...source.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1]);
    return lists.flatMap((list) =>
      list
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        )
        .filter(Boolean),
    );
  };
  for (const [, file] of entry.matchAll(/export\s*\*\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    for (const name of exportsOf(file)) map.set(name, file);
  }
  // Names the entry imports and re-exports under another local name: `import{Description as x}from'./...'`.
  const locals = new Map();
  for (const [, list, file] of entry.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    for (const part of list.split(',')) {
      const [imported, local = imported] = part.trim().split(/\s+as\s+/);
      if (imported) locals.set(local, { imported, file });
    }
  }
  for (const list of [...entry.matchAll(/export\s*\{([^}]*)\}/g)].map((m) => m[1])) {
    for (const part of list.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/);
      const source = locals.get(local);
      if (source && source.imported === exported) map.set(exported, source.file);
    }
  }
  return map;
}

/**
 * The source of `fromFile` with its headlessui imports pointed at the component modules (unchanged when it has
 * none), by their paths relative to it: past the package's `exports` (which allow only its entry), yet resolved
 * by esbuild itself,
 * which then reads the package's `"type": "module"` for them. A path a plugin resolved came without it, and
 * whichever way reached a module first decided how it wrapped its CommonJS imports: two builds of the same
 * code could differ, and every file's hash with them.
 */
export function headlessuiImportRewriter(root) {
  const distDir = join(root, 'node_modules', PACKAGE, 'dist');
  const map = exportMap(distDir);
  return (source, fromFile) =>
    !source.includes(PACKAGE)
      ? source
      : source.replace(IMPORT, (statement, list) => {
          const byFile = new Map();
          for (const part of list
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)) {
            const name = part.split(/\s+as\s+/)[0];
            const file = map.get(name);
            // An unknown name keeps the package import: the build still works, only less finely split.
            if (!file) return statement;
            byFile.set(file, [...(byFile.get(file) ?? []), part]);
          }
          const imports = [...byFile].map(
            ([module, parts]) =>
              `import { ${parts.join(', ')} } from ${JSON.stringify(relativeSpecifier(fromFile, join(distDir, module)))};`,
          );
          // On as many lines as the statement had, so the source map's lines still match the file.
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
}
