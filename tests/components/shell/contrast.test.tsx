import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';
import { contrastFailures } from '../ui/support/contrast';

useFixtureServer();

describe("text contrast of the shell's pages (WCAG AA)", () => {
  it.each(['/', '/no/such/page', '/quickTranslation'])('passes at %s, signed out', async (path) => {
    await renderShell(path);
    await screen.findByRole('heading', { level: 1 });
    expect(contrastFailures(document.body)).toEqual([]);
  });

  it('passes on the signed-in home', async () => {
    await renderShell('/', { as: 'client' });
    await screen.findByRole('list', { name: 'Your Tools' });
    expect(contrastFailures(document.body)).toEqual([]);
  });

  it('passes with the impersonation banner', async () => {
    await renderShell('/', { as: 'admin', impersonating: 'employee' });
    await screen.findByRole('region', { name: 'Impersonation' });
    expect(contrastFailures(document.body)).toEqual([]);
  });

  it('passes on the forgotten-password page', async () => {
    await renderShell('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    expect(contrastFailures(document.body)).toEqual([]);
  });
});
