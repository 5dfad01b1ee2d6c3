// The bundled bin's entry: runs the CLI on the process's streams and sets the exit code. process.exit is
// avoided so pending writes to a pipe are flushed; the fixture server (fixtures serve) keeps the process
// alive until interrupted.
import { runCli } from './index';

const code = await runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
});
process.exitCode = code;
