// The deep link's chunks, requested by index.html itself. Without this a tool's page loads as a chain: the
// entry, then (once it runs) the routes' chunk and its imports, then (once that runs) the tool's chunk and
// its imports, then the data: four round trips before the first useful paint, seconds of LCP on a
// throttled phone. A small inline script matches the path against each tool's routes (read from its
// manifest) and adds <link rel="modulepreload"> for the chunks that page will import, so they download
// alongside the entry. A stored session adds the signed-in shell's chunks. The signed-out home matches
// nothing and loads what it loaded before.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every chunk a module's output statically imports, itself included. */
function closure(outputs, file, seen = new Set()) {
  if (seen.has(file) || !outputs[file]) return seen;
  seen.add(file);
  for (const entry of outputs[file].imports)
    if (entry.kind === 'import-statement') closure(outputs, entry.path, seen);
  return seen;
}

const outputOf = (outputs, source) =>
  Object.keys(outputs).find((file) => file.endsWith('.js') && outputs[file].entryPoint === source);

/** '/quotes/:jobRequestId' -> '^/quotes/[^/]+$' (case-insensitive at run time, as the router is). */
function routePattern(path) {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body}/?$`;
}

/** Each tool folder's manifest source, `{ tool, text }` (a folder without a manifest is left out). */
export function manifestSources(root) {
  const sources = [];
  for (const tool of readdirSync(join(root, 'src/apps'))) {
    try {
      sources.push({ tool, text: readFileSync(join(root, 'src/apps', tool, 'manifest.ts'), 'utf8') });
    } catch {
      // Not a tool folder.
    }
  }
  return sources;
}

/**
 * Each manifest's literal route paths, the module its `load` imports, and the route's own lazy module where
 * a route names one (`chunk`). Read as text with regexes: manifests are plain.
 */
export function toolRoutes(root) {
  const tools = [];
  for (const { tool, text } of manifestSources(root)) {
    const load = /load:\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/.exec(text);
    if (!load) continue;
    const paths = [...new Set([...text.matchAll(/path:\s*'([^'$]+)'/g)].map((match) => match[1]))];
    const routeChunks = {};
    for (const [route] of text.matchAll(/\{[^{}]*\bpath:\s*'[^'$]+'[^{}]*\}/g)) {
      const chunk = /\bchunk:\s*'\.\/([^']+)'/.exec(route)?.[1];
      if (chunk) routeChunks[/\bpath:\s*'([^']+)'/.exec(route)[1]] = `src/apps/${tool}/${chunk}`;
    }
    tools.push({ tool, module: `src/apps/${tool}/${load[1]}`, paths, routeChunks });
  }
  return tools;
}

/** How many modulepreload links the inline script adds per task. */
export const PRELOAD_BATCH = 6;

/**
 * The inline script for index.html. `metafile` is the build's, `entry` its main output, `toUrl` turns an
 * output path into the URL the page requests.
 */
export function routePreloadScript(root, metafile, entry, toUrl) {
  const outputs = metafile.outputs;
  const initial = closure(outputs, entry);
  const findModule = (module) => outputOf(outputs, `${module}.tsx`) ?? outputOf(outputs, `${module}.ts`);
  const files = [];
  const indexOf = (file) => {
    const at = files.indexOf(file);
    return at >= 0 ? at : files.push(file) - 1;
  };
  const chunksOf = (...modules) => {
    const set = new Set();
    for (const module of modules) {
      const output = findModule(module);
      if (output) closure(outputs, output, set);
    }
    return [...set].filter((file) => !initial.has(file)).map(indexOf);
  };
  const routes = [];
  for (const { module, paths, routeChunks } of toolRoutes(root)) {
    // The HTTP client too: every tool's page calls the API, and the client is otherwise fetched by the first
    // call (deferredHttpClient), one more round trip between the tool's render and its data.
    const chunks = chunksOf('src/shell/routing/OtherRoutes', 'src/platform/http/client', module);
    for (const path of paths) {
      const own = routeChunks[path];
      routes.push([
        routePattern(path),
        own ? chunksOf('src/shell/routing/OtherRoutes', 'src/platform/http/client', module, own) : chunks,
      ]);
    }
  }
  const session = chunksOf(
    // A signed-in page reads the account at once (preloadApiClient asks for the client only once main runs).
    'src/platform/http/client',
    // What start-up loads for a stored session (the inactivity monitor among it).
    'src/shell/signedInStart',
  );
  // The signed-in home's own code, on a path that is no tool's only: a tool's page never shows it.
  const home = chunksOf('src/shell/home/SignedInHome');
  // Every chunk is /assets/<name>.js: the names alone keep the page smaller.
  const names = files.map((file) => /^\/assets\/(.+)\.js$/.exec(toUrl(file))?.[1]);
  if (names.some((name) => !name)) throw new Error('route-preloads: a chunk outside /assets/');
  const data = JSON.stringify({ files: names, routes, session, home });
  // The path is tried as it is and without a leading branch segment (/uk/quotes/... is the quote page too).
  // The links go in PRELOAD_BATCH at a time, a task each, the first batch too: the browser starts each
  // link's request on the main thread as the link is added (the first one, several milliseconds), and a
  // tool's page has up to 45 of them, which were all in the task that parses the page before its first
  // paint (a task Lighthouse's phone runs four times as long).
  return `<script>(function(d){try{var p=location.pathname,r=p.replace(/^\\/[^/]+(?=\\/.)/,''),w={},q=[],s=localStorage.getItem('llts.auth.session'),m=0;function add(l){for(var i=0;i<l.length;i++)if(!w[l[i]]){w[l[i]]=1;q.push(l[i])}}function go(){for(var n=0;n<${PRELOAD_BATCH}&&q.length;n++){var k=document.createElement('link');k.rel='modulepreload';k.href='/assets/'+d.files[q.shift()]+'.js';document.head.appendChild(k)}if(q.length)setTimeout(go)}if(s)add(d.session);for(var j=0;j<d.routes.length;j++){var x=new RegExp(d.routes[j][0],'i');if(x.test(p)||x.test(r)){add(d.routes[j][1]);m=1;break}}if(s&&!m)add(d.home);setTimeout(go)}catch(e){}})(${data})</script>`;
}

/**
 * The chunks (their names under /assets/, without `.js`) that a page built with routePreloadScript preloads
 * by itself when opened at `pathname`, with or without a stored session: what its inline script does, read
 * from the page's HTML, for a figure that counts them without a browser (bench/transfer.mjs).
 */
export function preloadedChunks(html, pathname, { session }) {
  const json = /\}\)\((\{"files".*?\})\)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('route-preloads: the page has no preload script');
  const data = JSON.parse(json);
  const rest = pathname.replace(/^\/[^/]+(?=\/.)/, '');
  const route = data.routes.find(([pattern]) => {
    const match = new RegExp(pattern, 'i');
    return match.test(pathname) || match.test(rest);
  });
  const chosen = [...(session ? data.session : []), ...(route?.[1] ?? (session ? data.home : []))];
  return [...new Set(chosen)].map((at) => data.files[at]);
}
