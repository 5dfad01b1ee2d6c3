import { describe, expect, it } from 'vitest';
import { Output } from '../../cli/output';

function streams(stdoutTty: boolean, stderrTty: boolean, env: Record<string, string> = {}) {
  const written = { stdout: '', stderr: '' };
  return {
    written,
    streams: {
      stdout: { write: (c: string) => (written.stdout += c), isTTY: stdoutTty },
      stderr: { write: (c: string) => (written.stderr += c), isTTY: stderrTty },
      env,
      cwd: '/',
    },
  };
}

describe('output colours', () => {
  it('colours errors only when stderr itself is a terminal', () => {
    const redirected = streams(true, false);
    new Output(redirected.streams).error(['Conflict error']);
    expect(redirected.written.stderr).toBe('Conflict error\n');

    const terminal = streams(false, true);
    new Output(terminal.streams).error(['Conflict error']);
    expect(terminal.written.stderr).toBe('\u001b[31mConflict error\u001b[39m\n');
  });

  it('never colours with NO_COLOR or --no-color', () => {
    for (const [env, color] of [
      [{ NO_COLOR: '1' }, undefined],
      [{}, false],
    ] as const) {
      const both = streams(true, true, env);
      const out = new Output(both.streams, { color });
      out.error(['x']);
      expect(both.written.stderr).toBe('x\n');
      expect(out.paint.bold('y')).toBe('y');
    }
  });
});
