// bench/e2eCpu.mjs names each process of an e2e run by its kind and reads its CPU time from /proc: the command
// lines Chromium, Playwright and the servers run with, and stat lines whose command name holds spaces and
// parentheses.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM module without types.
import { parseStat, processKind } from '../../../bench/e2eCpu.mjs';

describe('processKind', () => {
  it.each([
    ['/usr/lib/chromium/chromium-headless-shell --no-sandbox --remote-debugging-pipe', 'Chromium: browser'],
    ['/usr/lib/chromium/chromium-headless-shell --type=renderer --lang=en-US', 'Chromium: renderer'],
    ['/usr/lib/chromium/chromium-headless-shell --type=gpu-process --no-sandbox', 'Chromium: gpu-process'],
    [
      '/proc/self/exe --type=utility --utility-sub-type=network.mojom.NetworkService --lang=en-US',
      'Chromium: utility (network.mojom.NetworkService)',
    ],
    ['/usr/bin/node /work/node_modules/playwright/lib/worker/workerProcessEntry.js', 'Playwright worker'],
    ['node /work/node_modules/.bin/playwright test --reporter=dot', 'Playwright runner'],
    // A checkout named after the project: its paths are not the llts program.
    ['node /home/dev/llts-portal/node_modules/.bin/playwright test', 'Playwright runner'],
    ['node esbuild.config.mjs serve', 'static server'],
    ['nginx: worker process', 'nginx'],
    ['/usr/bin/node cli/bin/llts.cjs scenario run --reporter json', 'llts'],
    ['node /usr/local/bin/llts quote show aq-ready', 'llts'],
    ['node tests/e2e/run.mjs tests/e2e/quotes', 'other'],
  ])('%s is %s', (commandLine, kind) => {
    expect(processKind(commandLine)).toBe(kind);
  });
});

describe('parseStat', () => {
  it('reads the parent and the user and system ticks after the command name', () => {
    const stat = `4242 (Chrome_ChildIOT) S 4100 4100 4100 0 -1 4194560 1200 0 0 0 731 269 0 0 20 0 12 0 5000 0 0`;
    expect(parseStat(stat)).toEqual({ ppid: 4100, ticks: 1000 });
  });

  it('counts from the last parenthesis, so a name with spaces and parentheses does not shift the fields', () => {
    const stat = `77 (a (b) c) R 1 77 77 0 -1 4194304 10 0 0 0 5 7 0 0 20 0 1 0 100 0 0`;
    expect(parseStat(stat)).toEqual({ ppid: 1, ticks: 12 });
  });
});
