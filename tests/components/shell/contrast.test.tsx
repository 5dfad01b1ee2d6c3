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
});
