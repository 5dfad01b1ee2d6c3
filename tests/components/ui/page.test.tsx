// The page kit: a page's title is its one h1, with the line above it, the description and the actions
// around it; an outcome is a region named by its title that says (and shows) how things ended.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumbs } from '../../../src/ui/Breadcrumbs';
import { OutcomePage } from '../../../src/ui/page/OutcomePage';
import { Page } from '../../../src/ui/page/Page';
import { axeViolations } from './support/axe';

describe('Page', () => {
  it('titles the page with its one h1, the breadcrumbs above and the description and actions beside it', async () => {
    render(
      <Page
        breadcrumbs={<Breadcrumbs items={[{ label: 'Home', href: '/' }, { label: 'Reports' }]} />}
        eyebrow="AI Translation"
        title="Reports"
        description="Every report of your organisation."
        actions={<button type="button">Export CSV</button>}
      >
        <h2>Project reports</h2>
      </Page>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Reports');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('AI Translation').compareDocumentPosition(heading)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('Every report of your organisation.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    // Not focusable unless the page moves focus to it.
    expect(heading).not.toHaveAttribute('tabindex');
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves the h1 to the content when it has no title', () => {
    render(
      <Page width="narrow">
        <p>Signing you in…</p>
      </Page>,
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('OutcomePage', () => {
  it.each([
    ['success', 'Success'],
    ['info', 'Information'],
    ['error', 'Error'],
  ] as const)('a %s outcome is a region named by its title that says its tone', async (tone, said) => {
    render(<OutcomePage tone={tone} title="Password changed" message="Your password has been changed." />);
    const region = screen.getByRole('region', { name: 'Password changed' });
    expect(within(region).getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    expect(within(region).getByRole('img', { name: said })).toBeVisible();
    expect(within(region).getByText('Your password has been changed.')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers Try again first among the ways out, and the line above the title', async () => {
    const retry = vi.fn();
    render(
      <OutcomePage tone="error" eyebrow="404" title="Page not found" message="Gone." onRetry={retry}>
        <a href="/">Back to home</a>
      </OutcomePage>,
    );
    const region = screen.getByRole('region', { name: 'Page not found' });
    const tryAgain = within(region).getByRole('button', { name: 'Try again' });
    expect(tryAgain.compareDocumentPosition(within(region).getByRole('link'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(region).getByText('404')).toBeVisible();
    await userEvent.click(tryAgain);
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says a busy outcome is still on its way', () => {
    render(<OutcomePage tone="info" busy title="Confirm your e-mail address" message="Confirming…" />);
    expect(screen.getByRole('region', { name: 'Confirm your e-mail address' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
