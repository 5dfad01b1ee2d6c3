// `npm run fixtures` (cli/bin/fixtures-serve.mjs) starts the fixture server from the same prebuilt bundle as `llts
// fixtures serve` (one start path), rebuilding it only when a source is newer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

describe('npm run fixtures', () => {
  it(
    'serves the API, the Cognito emulation and the control surface from the llts bundle',
    { timeout: 60_000 },
    async () => {
      const child = spawn('node', [join(root, 'cli/bin/fixtures-serve.mjs'), '--port', '0'], { cwd: root });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let stdout = '';
          child.stdout.on('data', (chunk: Buffer) => {
            stdout += chunk.toString();
            const match = /Fixture backend at (http:\/\/\S+)/.exec(stdout);
            if (match) resolve(match[1]);
          });
          child.on('exit', (code) => reject(new Error(`exited ${code} before serving: ${stdout}`)));
        });
        const quote = await fetch(`${url}/api/v1/autoQuotes/aq-ready`);
        expect(quote.status).toBe(200);
        expect(((await quote.json()) as { status: string }).status).toBe('QUOTE_READY_FOR_CLIENT_REVIEW');
        const signIn = await fetch(`${url}/cognito/`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/x-amz-json-1.1',
            'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          body: JSON.stringify({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: 'llts-demo-client',
            AuthParameters: { USERNAME: 'client', PASSWORD: 'Demo-pass-1' },
          }),
        });
        expect(signIn.status).toBe(200);
        const journal = (await (await fetch(`${url}/__fixtures/journal`)).json()) as Array<{
          operation?: string;
        }>;
        expect(journal.map((entry) => entry.operation).filter(Boolean)).toEqual(['InitiateAuth']);
      } finally {
        child.kill('SIGTERM');
      }
    },
  );
});
