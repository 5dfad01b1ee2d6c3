// The import-cycle rule of the architecture lint, as an ESLint plugin. It reads every source file of the
// project once per lint run (TypeScript's parser, no type checking), finds the strongly connected parts of
// the import graph, and reports each import that closes a cycle, with the cycle. import-x/no-cycle did the
// same by walking the graph again from every file, and took a large share of the whole lint's time.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
// Besides every dot folder (.git, .dev, ...), which sourceFiles skips by its name.
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function sourceFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

/** A relative specifier as a file of the project: as written, with an extension, or as a folder's index. */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => base + extension),
    // ESM style: `./x.js` names the `./x.ts` it is compiled from.
    ...(/\.m?js$/.test(base)
      ? [base.replace(/\.js$/, '.ts').replace(/\.mjs$/, '.mts'), base.replace(/\.js$/, '.tsx')]
      : []),
    ...EXTENSIONS.map((extension) => join(base, `index${extension}`)),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/**
 * The static imports and re-exports of a file, type-only ones included: a cycle through types alone still
 * ties two modules together (neither can move or be read without the other). Dynamic `import()` is not
 * followed: it loads later (a manifest's lazy part may import the manifest back).
 */
function staticImports(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const statement of source.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    )
      imports.push({ specifier: statement.moduleSpecifier.text, line: lineOf(source, statement) });
  }
  return imports;
}

const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Tarjan's strongly connected components: each file's component, for the ones in a cycle. */
function cyclicComponents(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const componentOf = new Map();
  let counter = 0;
  const visit = (start) => {
    // Iterative, so a long chain of imports cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [file, next] = frame;
      const targets = graph.get(file) ?? [];
      if (next < targets.length) {
        frame[1]++;
        const target = targets[next];
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(file)));
      }
      if (low.get(file) === index.get(file)) {
        const component = new Set();
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          component.add(member);
        } while (member !== file);
        const selfImport = (graph.get(file) ?? []).includes(file);
        if (component.size > 1 || selfImport) for (const each of component) componentOf.set(each, component);
      }
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return componentOf;
}

/** The shortest way back from `from` to `to` inside one component, for the message. */
function pathBack(graph, component, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const file = queue.shift();
    if (file === to) break;
    for (const target of graph.get(file) ?? [])
      if (component.has(target) && !previous.has(target)) {
        previous.set(target, file);
        queue.push(target);
      }
  }
  const path = [];
  for (let file = to; file !== undefined; file = previous.get(file)) path.unshift(file);
  return path;
}

const analyses = new Map();

function readFile(analysis, file, text) {
  const imports = staticImports(file, text).map((entry) => ({
    ...entry,
    target: resolveSpecifier(file, entry.specifier),
  }));
  analysis.texts.set(file, text);
  analysis.importsOf.set(file, imports);
  analysis.graph.set(file, [...new Set(imports.map((entry) => entry.target).filter(Boolean))]);
}

/**
 * The project's import graph and its cycles: every file read once per process, and the file being linted
 * again whenever its text differs from what was read (an editor's lint server lints unsaved text).
 */
function analysisOf(root, file, text) {
  let analysis = analyses.get(root);
  if (!analysis) {
    analysis = { graph: new Map(), importsOf: new Map(), texts: new Map(), componentOf: new Map() };
    for (const each of sourceFiles(root)) readFile(analysis, each, readFileSync(each, 'utf8'));
    analysis.componentOf = cyclicComponents(analysis.graph);
    analyses.set(root, analysis);
  }
  if (analysis.texts.get(file) !== text) {
    readFile(analysis, file, text);
    analysis.componentOf = cyclicComponents(analysis.graph);
  }
  return analysis;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: {
      description: 'An import that loads a module which, through its own imports, loads this one again.',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = resolve(context.filename);
    return {
      Program(node) {
        const { graph, importsOf, componentOf } = analysisOf(root, file, context.sourceCode.text);
        const component = componentOf.get(file);
        if (!component) return;
        for (const entry of importsOf.get(file) ?? []) {
          if (!entry.target || !component.has(entry.target)) continue;
          const cycle = [file, ...pathBack(graph, component, entry.target, file)].map((path) =>
            relative(root, path),
          );
          context.report({
            node,
            loc: { line: entry.line, column: 0 },
            message: `Import cycle: ${cycle.join(' → ')}. Move what both need into a module below them.`,
          });
        }
      },
    };
  },
};

export const importCycles = { rules: { 'no-cycle': noCycle } };
