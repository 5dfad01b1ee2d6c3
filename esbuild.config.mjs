// Build, dev server and production server of the portal.
//   node esbuild.config.mjs build   -> dist/ (ESM, code splitting, minified, hashed, source maps, meta.json)
//   node esbuild.config.mjs dev     -> http://127.0.0.1:5173 (PORT overrides), rebuilds JS and CSS on change
//   node esbuild.config.mjs serve   -> serves dist/ the same way (e2e tests, benchmarks)
import * as esbuild from 'esbuild';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './lib/static-server.mjs';
import { precompress } from './lib/precompress.mjs';
import { loadTsModule } from './scripts/load-ts.mjs';
import { bundleProduction, sharedOptions } from './scripts/bundle.mjs';
import { routePreloadScript } from './scripts/route-preloads.mjs';
import { writeRouteRoots } from './scripts/route-roots.mjs';
import { entryLoaderScript } from './lib/security-headers.mjs';
import { writeNginxConfig } from './scripts/nginx-config.mjs';

const root = dirname(fileURLToPath(import.meta.url));
const mode = process.argv[2] ?? 'build';
const port = Number(process.env.PORT ?? 5173);
const tailwindBin = join(root, 'node_modules', '.bin', 'tailwindcss');

const shared = sharedOptions();

function runTailwind(outFile, { minify, watch }) {
  const args = ['-i', join(root, 'src/styles.css'), '-o', outFile];
  if (minify) args.push('--minify');
  if (watch) args.push('--watch=always');
  const child = spawn(tailwindBin, args, {
    cwd: root,
    stdio: watch ? 'ignore' : ['ignore', 'ignore', 'pipe'],
  });
  if (watch) return child;
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tailwindcss failed:\n${stderr}`)),
    ),
  );
}

/**
 * config.json requested while the entry downloads rather than once it runs (main.tsx's loadConfig takes this
 * promise): one round trip less before the first render, in the dev server too. Once it names an API on
 * another origin, a connection to it is opened meanwhile (`preconnect`, anonymous as the API's CORS
 * requests are), so a deep link's first call does not pay the connection's round trips after the JS.
 */
const configFetchScript = `<script>window.__lltsConfig=fetch('/config.json',{cache:'no-store'}).then(function(r){return r.ok?r.json():undefined}).then(function(c){try{var o=c&&c.apiBaseUrl&&new URL(c.apiBaseUrl,location.href).origin;if(o&&o!==location.origin){var l=document.createElement('link');l.rel='preconnect';l.href=o;l.crossOrigin='anonymous';document.head.appendChild(l)}}catch(e){}return c}).catch(function(){})</script>`;

function htmlWith(template, headTags) {
  return template.replace('<!--head-->', headTags.join('\n    '));
}

async function runtimeConfig() {
  const { configFromEnv } = await loadTsModule(join(root, 'src/platform/config/runtimeConfig.ts'));
  return configFromEnv(process.env);
}

/**
 * One line per problem in the Cognito settings, said at start-up rather than by the page's "Sign-in is not
 * configured". `serve` checks the config.json it serves as well as the environment it was started with.
 */
async function warnAboutCognito(fileConfig) {
  const { cognitoConfigWarnings } = await loadTsModule(join(root, 'src/platform/config/cognitoConfig.ts'));
  const fromFile = fileConfig && {
    LLTS_API_BASE_URL: fileConfig.apiBaseUrl,
    LLTS_COGNITO_USER_POOL_ID: fileConfig.cognito?.userPoolId,
    LLTS_COGNITO_CLIENT_ID: fileConfig.cognito?.clientId,
    LLTS_COGNITO_REGION: fileConfig.cognito?.region,
  };
  const warnings = new Set([
    ...cognitoConfigWarnings(process.env),
    ...(fromFile ? cognitoConfigWarnings(fromFile) : []),
  ]);
  for (const warning of warnings) console.warn(`  Warning: ${warning}`);
}

// LLTS_DIST_DIR: build and serve elsewhere than dist/ (a test that builds for an API, or serves a build of
// its own, while dist/ is being built or served).
const distDir = () => (process.env.LLTS_DIST_DIR ? resolve(process.env.LLTS_DIST_DIR) : join(root, 'dist'));

async function build() {
  const started = performance.now();
  const dist = distDir();
  await rm(dist, { recursive: true, force: true });
  await mkdir(join(dist, 'assets'), { recursive: true });
  // The locale parser's route roots, as the manifests have them now.
  await writeRouteRoots(root);
  const cssTemp = join(dist, 'assets', 'app.css');
  const [result] = await Promise.all([
    bundleProduction({ outdir: join(dist, 'assets') }),
    runTailwind(cssTemp, { minify: true, watch: false }),
  ]);
  const css = await readFile(cssTemp);
  const cssName = `app-${createHash('sha256').update(css).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await rename(cssTemp, join(dist, 'assets', cssName));

  const outputs = result.metafile.outputs;
  const entryOut = Object.keys(outputs).find((file) => outputs[file].entryPoint?.endsWith('src/main.tsx'));
  const toUrl = (file) => `/${relative(dist, join(root, file)).split('\\').join('/')}`;
  const preloads = outputs[entryOut].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const headTags = [
    // The entry first: its loader is a script (lib/security-headers.mjs says why), which the browser's
    // preload scanner does not read.
    ...[entryOut, ...preloads].map((file) => `<link rel="modulepreload" href="${toUrl(file)}" />`),
    entryLoaderScript(toUrl(entryOut)),
    // After the entry's tag, so the entry is requested first.
    configFetchScript,
    routePreloadScript(root, result.metafile, entryOut, toUrl),
    // Last: an inline script after a stylesheet waits until the stylesheet has loaded, which held the
    // config request and the deep link's chunks back by the CSS's download.
    `<link rel="stylesheet" href="/assets/${cssName}" />`,
  ];
  if (existsSync(join(root, 'public'))) await cp(join(root, 'public'), dist, { recursive: true });
  const template = await readFile(join(root, 'src/index.html'), 'utf8');
  await writeFile(join(dist, 'index.html'), htmlWith(template, headTags));
  await writeFile(join(dist, 'config.json'), JSON.stringify(await runtimeConfig(), null, 2));
  await writeFile(join(dist, 'meta.json'), JSON.stringify(result.metafile));
  // For the config.json written above; `npm run deploy:nginx` writes it again for the one deployed.
  await writeNginxConfig({ dist });
  // What the browser loads, compressed once here rather than on every request (config.json is generated
  // per request, meta.json is for the bench).
  const served = (await readdir(dist, { recursive: true })).filter(
    (name) => !['config.json', 'meta.json', 'nginx.conf'].includes(name),
  );
  await precompress(dist, { files: served.map((name) => join(dist, name)) });
  console.log(
    `built dist/ in ${Math.round(performance.now() - started)} ms (entry ${basename(entryOut)}, ${cssName})`,
  );
}

async function printWelcome(url, fileConfig) {
  await warnAboutCognito(fileConfig);
  console.log(`\n  Portal running at ${url}\n`);
  const personasFile = join(root, 'fixtures/data/personas.ts');
  const config = await runtimeConfig();
  if (config.apiBaseUrl || !existsSync(personasFile)) {
    console.log(config.apiBaseUrl ? `  API: ${config.apiBaseUrl}\n` : '');
    return;
  }
  const { PERSONAS, DEMO_PASSWORD } = await loadTsModule(personasFile);
  console.log(`  Embedded demo backend. Demo sign-ins (password ${DEMO_PASSWORD}):`);
  for (const persona of PERSONAS) console.log(`    ${persona.username.padEnd(12)} ${persona.summary}`);
  console.log('');
}

const isAlive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Each dev server writes its own folder, .dev/<pid>, so two `npm start` in one checkout (on two PORTs)
 * never delete or overwrite each other's files; folders of servers that are gone are cleared first.
 */
async function devFolder() {
  const parent = join(root, '.dev');
  await mkdir(parent, { recursive: true });
  for (const name of await readdir(parent)) {
    if (!/^\d+$/.test(name) || !isAlive(Number(name)))
      await rm(join(parent, name), { recursive: true, force: true });
  }
  const out = join(parent, String(process.pid));
  await mkdir(join(out, 'assets'), { recursive: true });
  return out;
}

/** Resolves once the file exists with content (tailwind's watcher writes it on start). */
async function written(file, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const info = await stat(file).catch(() => undefined);
    if (info && info.size > 0) return;
    if (Date.now() > until)
      throw new Error(`tailwindcss wrote no ${relative(root, file)} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function dev() {
  const out = await devFolder();
  if (existsSync(join(root, 'public'))) await cp(join(root, 'public'), out, { recursive: true });
  const reloadClients = new Set();
  const template = await readFile(join(root, 'src/index.html'), 'utf8');
  const liveReload = `<script type="module">new EventSource('/__livereload').onmessage = () => location.reload();</script>`;
  await writeFile(
    join(out, 'index.html'),
    htmlWith(template, [
      '<link rel="stylesheet" href="/assets/app.css" />',
      entryLoaderScript('/assets/main.js'),
      configFetchScript,
      liveReload,
    ]),
  );
  let builtOnce;
  const firstBuild = new Promise((resolve) => (builtOnce = resolve));
  const ctx = await esbuild.context({
    ...shared,
    outdir: join(out, 'assets'),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    define: { ...shared.define, 'process.env.NODE_ENV': '"development"' },
    plugins: [
      ...shared.plugins,
      {
        name: 'live-reload',
        setup(b) {
          // A manifest's new route root is written before the bundle reads it; the write (only when the
          // roots changed) brings one more rebuild.
          b.onStart(() => writeRouteRoots(root).then(() => undefined));
          b.onEnd(async (r) => {
            // Compressed as production is (quickly: this runs on every rebuild); a stale copy is never sent.
            if (r.errors.length === 0) {
              const files = Object.keys(r.metafile.outputs).map((file) => join(root, file));
              await precompress(out, { files, brotliQuality: 5 }).catch(() => undefined);
            }
            builtOnce(r);
            if (r.errors.length === 0) for (const res of reloadClients) res.write('data: reload\n\n');
          });
        },
      },
    ],
  });
  await ctx.watch();
  const tailwind = runTailwind(join(out, 'assets', 'app.css'), { minify: false, watch: true });
  const removeFolder = () => rm(out, { recursive: true, force: true });
  let server;
  const stop = async () => {
    tailwind.kill();
    await ctx.dispose();
    server?.close();
    await removeFolder();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The URL is printed once the page can load: main.js and app.css written (not 404 for the first seconds).
  await Promise.all([firstBuild, written(join(out, 'assets', 'app.css'))]);
  const config = await runtimeConfig();
  server = await startStaticServer({
    root: out,
    port,
    config: () => config,
    onRequest(req, res) {
      if (req.url !== '/__livereload') return false;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      reloadClients.add(res);
      req.on('close', () => reloadClients.delete(res));
      return true;
    },
  });
  await printWelcome(`http://127.0.0.1:${server.address().port}/`);
}

async function serveDist() {
  const dist = distDir();
  if (!existsSync(join(dist, 'index.html'))) await build();
  const fileConfig = JSON.parse(await readFile(join(dist, 'config.json'), 'utf8'));
  const server = await startStaticServer({
    root: dist,
    port,
    config: () => fileConfig,
    immutableAssets: true,
  });
  await printWelcome(`http://127.0.0.1:${server.address().port}/`, fileConfig);
}

const modes = { build, dev, serve: serveDist };
if (!modes[mode]) {
  console.error(`Unknown mode '${mode}'. Use build, dev or serve.`);
  process.exit(2);
}
await modes[mode]().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
