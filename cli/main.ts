// The bundled bin's entry: runs the CLI on the process's streams and sets the exit code. process.exit is
// avoided so pending writes to a pipe are flushed; the fixture server (fixtures serve) keeps the process
// alive until interrupted.
import { runCli } from './index';
import { processLineReader } from './stdinLines';

// A reader that stops early (`llts request list --all --json | head -1`) closes the pipe: the next write
// fails with EPIPE, which is how a command-line program learns nobody is listening. Stop quietly, with
// no stack trace, as a shell pipeline expects.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

// No top-level await: the bundle is CommonJS (cli/build.mjs says why).
void runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: processLineReader(),
  env: process.env,
  cwd: process.cwd(),
}).then((code) => {
  process.exitCode = code;
});
