// Lines from the process's standard input for secrets: on a terminal each is typed after a prompt with
// the echo off (only the prompt is written, to stderr); from a pipe the whole input is read once and its
// lines handed out in order. Nothing touches stdin until a command asks, so other commands never wait on it.
// node:readline loads only for a prompt on a terminal: every llts command imports this module.

async function pipedLines(): Promise<string[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/);
}

async function typedLine(prompt: string, echo: boolean): Promise<string | undefined> {
  const [{ createInterface }, { Writable }] = await Promise.all([
    import('node:readline'),
    import('node:stream'),
  ]);
  // Echo off (secrets): readline writes what is typed to a sink; the prompt goes to stderr either way.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({
    input: process.stdin,
    output: echo ? process.stderr : silent,
    terminal: true,
  });
  process.stderr.write(prompt);
  return new Promise((resolve) => {
    let answer: string | undefined;
    reader.once('line', (line) => {
      answer = line;
      reader.close();
    });
    reader.once('close', () => {
      if (!echo) process.stderr.write('\n');
      resolve(answer);
    });
  });
}

export function processLineReader(): {
  isTTY?: boolean;
  readLine(prompt: string, options?: { echo?: boolean }): Promise<string | undefined>;
} {
  // Read when asked: process.stdin sets up its stream on first access, which
  // every command paid at start-up when this was read here.
  let piped: Promise<string[]> | undefined;
  return {
    get isTTY() {
      return process.stdin.isTTY === true;
    },
    async readLine(prompt, options) {
      if (process.stdin.isTTY === true) return typedLine(prompt, options?.echo === true);
      piped ??= pipedLines();
      const lines = await piped;
      return lines.shift();
    },
  };
}
