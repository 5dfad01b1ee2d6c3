import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMswServer } from '../../support/msw';
import { contrastFailures } from '../ui/support/contrast';
import { accountHandlers, renderShell, resetPlatform } from './support/harness';
import { CLIENT, storeSession } from './support/session';

const server = useMswServer();
beforeEach(resetPlatform);

describe("text contrast of the shell's pages (WCAG AA)", () => {
  it.each(['/', '/no/such/page', '/quickTranslation'])('passes at %s, signed out', async (path) => {
    renderShell(path);
    await screen.findByRole('heading', { level: 1 });
    expect(contrastFailures(document.body)).toEqual([]);
  });

  it('passes on the signed-in home', async () => {
    storeSession(CLIENT);
    server.use(...accountHandlers());
    renderShell('/');
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(contrastFailures(document.body)).toEqual([]);
  });
});
