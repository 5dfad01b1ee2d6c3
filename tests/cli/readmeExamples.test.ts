// The README's CLI examples, verbatim, as a shell runs them: every command in the README must work.
// Every command of the ```sh blocks under "The `llts` command line" runs in order in one temp config dir and a
// temp working folder holding the files the examples name; `llts` on PATH is the built bin (cli/bin/llts.cjs),
// and `npx llts` is run as `llts`. A README comment says what to expect:
//   `# exit N: ...`            the documented exit code of a deliberately wrong example (else 0)
//   `# not run by tests: why`  skipped, and listed as skipped (a real API, a blocking server, npm scripts)
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STACK_LINE } from './support';

const root = join(import.meta.dirname, '../..');

interface Example {
  command: string;
  expectedCode: number;
  skip?: string;
}

/** The shell comment of a line: from a `#` that starts a word outside quotes. */
function commentOf(line: string): string {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quote) {
      if (ch === quote) quote = undefined;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) return line.slice(i + 1).trim();
  }
  return '';
}

export function readmeExamples(readme: string): Example[] {
  const start = readme.indexOf('## The `llts` command line');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end);
  const blocks = [...section.matchAll(/^```sh\n([\s\S]*?)^```/gm)].map((match) => match[1]);
  return blocks.flatMap((block) =>
    // A trailing backslash continues the command on the next line.
    block
      .replace(/\\\n/g, ' ')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => {
        const comment = commentOf(line);
        const skip = /not run by tests: ([^)]+)/.exec(comment)?.[1];
        const exit = /(?:^|\s)exit (\d+):/.exec(comment)?.[1];
        return { command: line.replace(/^npx llts\b/, 'llts'), expectedCode: exit ? Number(exit) : 0, skip };
      }),
  );
}

const examples = readmeExamples(readFileSync(join(root, 'README.md'), 'utf8'));

describe("the README's CLI examples", () => {
  let work: string;
  let config: string;
  let bin: string;

  beforeAll(async () => {
    // Rebuilt only when a source is newer than it (several files do this at once, safely: cli/build.mjs).
    const { buildCliIfStale } = (await import(join(root, 'cli/build.mjs'))) as {
      buildCliIfStale: () => Promise<string>;
    };
    await buildCliIfStale();
    config = mkdtempSync(join(tmpdir(), 'llts-readme-config-'));
    work = mkdtempSync(join(tmpdir(), 'llts-readme-work-'));
    bin = mkdtempSync(join(tmpdir(), 'llts-readme-bin-'));
    // `llts` as `npm link` would put it on PATH: the checkout's bin.
    writeFileSync(join(bin, 'llts'), `#!/bin/sh\nexec node "${join(root, 'cli/bin/llts.cjs')}" "$@"\n`);
    chmodSync(join(bin, 'llts'), 0o755);
    // The files the examples name, and the checkout's scenario library at the path they give it.
    for (const name of ['brochure.docx', 'price-list.xlsx', 'contract.docx', 'terms.pdf'])
      writeFileSync(join(work, name), `${name}\n`);
    writeFileSync(join(work, 'glossary.txt'), 'brochure = Broschüre\n');
    writeFileSync(join(work, 'note.txt'), 'Please translate this note.\n');
    for (const name of ['interview.mp3', 'webinar.mp4']) writeFileSync(join(work, name), Buffer.alloc(1024));
    mkdirSync(join(work, 'fixtures'));
    symlinkSync(join(root, 'fixtures/scenarios'), join(work, 'fixtures/scenarios'));
  }, 60_000);
  afterAll(() => {
    for (const dir of [work, config, bin]) rmSync(dir, { recursive: true, force: true });
  });

  it('are found: several blocks, with the deliberately wrong ones marked', () => {
    expect(examples.length).toBeGreaterThan(30);
    expect(examples.some((example) => example.expectedCode === 2)).toBe(true);
  });

  it('skips only what is marked, and says so', () => {
    const skipped = examples.filter((example) => example.skip);
    // Visible in the test output: what the README itself says is not run here.
    for (const example of skipped) console.info(`not run: ${example.command}  (${example.skip})`);
    for (const example of skipped) expect(example.command).toMatch(/# .*not run by tests: /);
  });

  it('run in order and exit as the README says, never with a stack trace', () => {
    const results = examples
      .filter((example) => !example.skip)
      .map((example) => {
        const run = spawnSync('bash', ['-c', example.command], {
          cwd: work,
          encoding: 'utf8',
          timeout: 60_000,
          env: { PATH: `${bin}:${process.env.PATH}`, HOME: work, LLTS_CONFIG_DIR: config, NO_COLOR: '1' },
        });
        const failure =
          run.status === example.expectedCode ? '' : `\n${run.stderr}${run.stdout}`.slice(0, 600);
        expect(run.stderr).not.toMatch(STACK_LINE);
        return `${run.status} (expected ${example.expectedCode}) ${example.command}${failure}`;
      });
    expect(results.filter((line) => !/^(\d+) \(expected \1\)/.test(line))).toEqual([]);
    // Seventy processes one after the other: on a busy machine, minutes. A hang is each command's own timeout.
  }, 600_000);
});
