// Where the unauthenticated flow's e-mail code comes from: --code; the embedded fixtures' mailbox; the
// fixture HTTP server's control surface. A real API leaves only --code.
import { UsageError } from '../../errors';
import type { CliRuntime } from '../../runtime/runtime';

export function verificationCodeSource(
  runtime: CliRuntime,
  given?: string,
): (email: string) => Promise<string> {
  return async (email) => {
    if (given) return given;
    const fixtures = runtime.fixtures?.backend;
    if (fixtures) {
      const code = fixtures.lastVerificationCode(email);
      if (code) return code;
    } else if (runtime.target.mode === 'remote' && runtime.target.fixtureServer) {
      const origin = new URL(runtime.apiBaseUrl).origin;
      const response = await fetch(
        `${origin}/__fixtures/verificationCode?email=${encodeURIComponent(email)}`,
      ).catch(() => undefined);
      const body = response?.ok ? ((await response.json()) as { code?: string }) : undefined;
      if (body?.code) return body.code;
    }
    throw new UsageError(
      `A verification code was sent to ${email}: run the command again with --code <code>.`,
    );
  };
}
