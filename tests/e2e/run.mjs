// Runs the Playwright suite in Debian's Chromium against a fresh production build (tests/e2e/prepare.mjs
// makes both, unless E2E_PREPARED=1 says `npm test` already did).
import { spawnSync } from 'node:child_process';
import { prepareE2e } from './prepare.mjs';

if (process.env.E2E_PREPARED !== '1') prepareE2e();
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
