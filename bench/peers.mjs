// `npm run bench -- --peers`: the bench flow in Newman 6 and Step CI 2 beside llts.
// The peers are installed into node_modules/.cache/bench-peers on first use (never project dependencies)
// and run the same six requests (bench/peers/) against the fixture HTTP server; each runner's requests are
// first checked against the server's journal, so the three do the same work. Whole processes, one after
// another in rounds (llts, Newman, Step CI, llts, ...), medians; llts replays in-process, as CI runs it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowCopies, timed } from './cli.mjs';

export const peerGoals = { overNewman: 10, overStepCi: 3 };
const PEERS = ['newman@6', 'stepci@2'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function installPeers(root) {
  const dir = join(root, 'node_modules/.cache/bench-peers');
  const bins = {
    newman: join(dir, 'node_modules/newman/bin/newman.js'),
    stepci: join(dir, 'node_modules/stepci/dist/index.js'),
  };
  if (!existsSync(bins.newman) || !existsSync(bins.stepci)) {
    console.log(`  installing ${PEERS.join(', ')} into ${dir} ...`);
    const result = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', dir, ...PEERS],
      { encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`npm install of the peers failed: ${result.stderr.slice(-400)}`);
  }
  return bins;
}

async function startServer(root, dir) {
  const child = spawn(
    'node',
    [
      join(root, 'cli/bin/llts.cjs'),
      '--json',
      'fixtures',
      'serve',
      '--port',
      '0',
      '--state',
      join(dir, 'state.json'),
    ],
    {
      env: { ...process.env, LLTS_CONFIG_DIR: dir },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /"url":\s*"([^"]+)"/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`llts fixtures serve exited ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

// Once more when a kept-alive connection was closed by the server while idle (a peer's run took seconds).
const request = (url, init) => fetch(url, init).catch(() => fetch(url, init));
const post = (url, body, headers = {}) =>
  request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const reset = (base) => post(`${base}/__fixtures/reset`, {});
async function journal(base) {
  const entries = await (await request(`${base}/__fixtures/journal`)).json();
  return entries.map((entry) => `${entry.method} ${entry.path}`);
}

/** The six requests every runner must send, with the job request the list puts first on the seed. */
async function expectedRequests(base) {
  await reset(base);
  const signIn = await post(
    `${base}/cognito/`,
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'llts-demo-client',
      AuthParameters: { USERNAME: 'client', PASSWORD: 'Demo-pass-1' },
    },
    {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
  );
  const token = (await signIn.json()).AuthenticationResult.IdToken;
  const list = await (
    await request(`${base}/api/v1/jobRequests?pageSize=5`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const first = list.items[0].id;
  await reset(base);
  return [
    'POST /cognito/',
    'GET /api/v1/autoQuotes/aq-ready',
    'GET /api/v1/userAccount/enabledApplications',
    'GET /api/v1/jobRequests',
    `POST /api/v1/jobRequests/${first}/actions/renameJobRequest`,
    `GET /api/v1/jobRequests/${first}`,
  ];
}

/** A Step CI workflow with the flow's test repeated `count` times (they run one at a time). */
function stepCiWorkflow(root, dir, count) {
  const text = readFileSync(join(root, 'bench/peers/flow.stepci.yml'), 'utf8');
  const [head, test] = text.split(/^ {2}bench:\n/m);
  const file = join(dir, `workflow-${count}.yml`);
  writeFileSync(file, head + Array.from({ length: count }, (_, i) => `  bench${i}:\n${test}`).join(''));
  return file;
}

export async function benchPeers(root, { scenarios = 40, rounds = 3 } = {}) {
  const bins = installPeers(root);
  const dir = mkdtempSync(join(tmpdir(), 'llts-peers-'));
  const server = await startServer(root, dir);
  const env = { ...process.env, LLTS_CONFIG_DIR: dir, STEPCI_DISABLE_ANALYTICS: '1', NO_COLOR: '1' };
  const collection = join(root, 'bench/peers/flow.postman_collection.json');
  const runners = {
    newman: (count) =>
      timed(
        [
          bins.newman,
          'run',
          collection,
          '--env-var',
          `base=${server.url}`,
          '-n',
          String(count),
          '--reporters',
          'cli',
          '--bail',
        ],
        { env },
      ),
    stepci: (count) =>
      timed([bins.stepci, 'run', stepCiWorkflow(root, dir, count), '-e', `base=${server.url}`], { env }),
  };
  try {
    // Equivalence: one run of each peer, its requests as the server's journal lists them. (llts checks its
    // own list inside the run, bench/flows/operations.yaml's last step.)
    const expected = await expectedRequests(server.url);
    for (const [name, run] of Object.entries(runners)) {
      await reset(server.url);
      run(1);
      const sent = await journal(server.url);
      if (JSON.stringify(sent) !== JSON.stringify(expected))
        throw new Error(`${name} sent other requests than the flow:\n  ${sent.join('\n  ')}`);
    }
    console.log(`  same requests in every runner (journal): ${expected.length} per scenario`);

    const ops = flowCopies(dir, 'operations.yaml', scenarios);
    const samples = { llts: [], newman: [], stepci: [] };
    const llts = () =>
      timed(
        [
          join(root, 'cli/bin/llts.cjs'),
          'scenario',
          'run',
          ops,
          '--reporter',
          'json',
          '--out',
          join(dir, 'r.json'),
        ],
        { env },
      );
    for (let round = 0; round <= rounds; round++) {
      const results = { llts: llts() };
      for (const [name, run] of Object.entries(runners)) {
        await reset(server.url);
        results[name] = run(scenarios);
      }
      // The first round warms the disk cache and the server: not counted.
      if (round > 0) for (const [name, result] of Object.entries(results)) samples[name].push(result);
    }
    const rate = (name) => (scenarios / median(samples[name].map((s) => s.wall))) * 1000;
    const cpu = (name) =>
      samples[name][0].cpu === undefined ? undefined : median(samples[name].map((s) => s.cpu)) / scenarios;
    const row = (label, text, verdict = '') =>
      console.log(`  ${label.padEnd(58)} ${text.padStart(10)}  ${verdict}`);
    for (const name of ['llts', 'newman', 'stepci']) {
      const perScenario = cpu(name);
      row(
        `${name === 'llts' ? 'llts scenario run (operations, in-process)' : name === 'newman' ? 'Newman 6 over HTTP' : 'Step CI 2 over HTTP'}, ${scenarios} scenarios`,
        `${rate(name).toFixed(1)} /s`,
        perScenario === undefined ? '' : `CPU ${perScenario.toFixed(1)} ms per scenario (client only)`,
      );
    }
    const mark = (value, goal) => (value >= goal ? `ok   (goal >= ${goal}×)` : `over (goal >= ${goal}×)`);
    row(
      'llts / Newman (scenarios per second)',
      `${(rate('llts') / rate('newman')).toFixed(1)}×`,
      mark(rate('llts') / rate('newman'), peerGoals.overNewman),
    );
    row(
      'llts / Step CI (scenarios per second)',
      `${(rate('llts') / rate('stepci')).toFixed(1)}×`,
      mark(rate('llts') / rate('stepci'), peerGoals.overStepCi),
    );
  } finally {
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
