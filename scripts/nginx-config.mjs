// The nginx configuration of a deployed portal, written from the built index.html and the deployment's
// config.json: the same headers as the project's own servers (lib/security-headers.mjs), content-hashed
// assets cached for a year, precompressed brotli and gzip copies, the app for any app path and a real 404
// for a missing file. The build writes dist/nginx.conf; `npm run deploy:nginx` writes it again for the
// config.json of a deployment (README, "Deploying"). The file goes in nginx's http context (conf.d/).
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  HSTS,
  IMMUTABLE,
  REVALIDATE,
  inlineScriptHashes,
  securityHeaders,
} from '../lib/security-headers.mjs';

/** Debian's (and the official image's) brotli module, which `brotli_static` needs. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const quoted = (value) => {
  if (/["\\]/.test(value)) throw new Error(`a header value nginx cannot quote: ${value}`);
  return `"${value}"`;
};

/**
 * The configuration text. `headers` are securityHeaders' (without HSTS: nginx adds it per request, when the
 * request came over HTTPS); `root` is where dist/'s files are on the server.
 */
export function nginxConfig({ headers, root = '/usr/share/nginx/html', listen = '80', brotli = true }) {
  const security = Object.entries(headers)
    .filter(([name]) => name !== 'Strict-Transport-Security')
    .map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  // add_header in a location replaces the server's, so each location lists them all.
  const location = (match, cache, ...rules) =>
    [
      `  location ${match} {`,
      ...[...security, 'add_header Strict-Transport-Security $llts_hsts always;'].map(
        (line) => `    ${line}`,
      ),
      // Without `always`: a 404 is never cached for a year.
      `    add_header Cache-Control ${quoted(cache)};`,
      ...rules.map((rule) => `    ${rule}`),
      '  }',
    ].join('\n');
  return `# Language Services Portal: written by scripts/nginx-config.mjs from index.html and config.json.
# Write it again after changing either: npm run deploy:nginx (README, "Deploying").
# HSTS only for a request that came over HTTPS, here or at a proxy in front that says so.
map "$scheme:$http_x_forwarded_proto" $llts_hsts {
  "~^https:" ${quoted(HSTS)};
  "~:https$" ${quoted(HSTS)};
  default "";
}

server {
  listen ${listen};
  server_name _;
  root ${root};
  server_tokens off;
  charset utf-8;
  charset_types text/css application/javascript application/json text/plain image/svg+xml;
  # The build's .gz and .br copies, never compressed again per request.
  gzip_static on;
  gzip_vary on;
${brotli ? '  brotli_static on;\n' : ''}
${location('= /index.html', REVALIDATE)}
${location('= /config.json', REVALIDATE)}
${location('^~ /assets/', IMMUTABLE, 'try_files $uri =404;')}
  # Files of the build that are not the site's.
${location('~ "^/(nginx\\.conf|meta\\.json)$"', REVALIDATE, 'return 404;')}
  # Any other file (the demo worker, the icon): a missing one is a 404, not the app.
${location('~ "\\.(?!html$)[^./]+$"', REVALIDATE, 'try_files $uri =404;')}
  # Any other path is one of the app's (deep links): index.html.
${location('/', REVALIDATE, 'try_files $uri /index.html;')}
}
`;
}

/**
 * A whole nginx.conf around the file above, for running nginx as any user in a folder of its own
 * (`nginx -p <prefix> -c <prefix>/nginx.conf`): the e2e project's, or a quick local try.
 */
export function standaloneNginxConfig({
  prefix,
  include,
  brotliModule = BROTLI_MODULE,
  mimeTypes = '/etc/nginx/mime.types',
}) {
  return `${brotliModule ? `load_module ${brotliModule};\n` : ''}daemon off;
master_process off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include ${mimeTypes};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${include};
}
`;
}

/**
 * Writes `out` (default dist/nginx.conf) for dist/index.html and a config.json (default dist/config.json).
 * Returns the text.
 */
export async function writeNginxConfig({ dist, configFile, out, root, listen, brotli }) {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const config = JSON.parse(await readFile(configFile ?? join(dist, 'config.json'), 'utf8'));
  const text = nginxConfig({
    headers: securityHeaders({ config, scriptHashes: inlineScriptHashes(html) }),
    root,
    listen,
    brotli,
  });
  await writeFile(out ?? join(dist, 'nginx.conf'), text);
  return text;
}

const USAGE = `Usage: npm run deploy:nginx -- [--dist dist] [--config <config.json>] [--out <file>] [--root <dir>] [--listen <port>] [--no-brotli]
  Writes the nginx configuration (default dist/nginx.conf) for the build in --dist and a deployment's config.json
  (default: the one in --dist; a --config file is copied there too, so the page reads what the policy allows).`;

async function main(args) {
  const options = { dist: 'dist' };
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    if (flag === '--no-brotli') options.brotli = false;
    else if (['--dist', '--config', '--out', '--root', '--listen'].includes(flag) && args[i + 1]) {
      options[flag.slice(2)] = args[(i += 1)];
    } else {
      console.error(USAGE);
      process.exit(2);
    }
  }
  const dist = resolve(options.dist);
  if (options.config) await writeFile(join(dist, 'config.json'), await readFile(options.config));
  const out = resolve(options.out ?? join(dist, 'nginx.conf'));
  await writeNginxConfig({ dist, out, root: options.root, listen: options.listen, brotli: options.brotli });
  console.log(`wrote ${out}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
