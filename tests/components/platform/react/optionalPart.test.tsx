// A part of the shell loaded on demand (user menu, impersonation banner, demo controls, inactivity monitor)
// whose chunk fails to arrive leaves its fallback in place, and the rest of the page stays: a plain Suspense
// let the failure reach the top of the app, which then showed nothing at all.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OptionalPart } from '../../../../src/platform/react/OptionalPart';
import { preloadableLazy } from '../../../../src/platform/react/preloadableLazy';

describe('OptionalPart', () => {
  it('shows its fallback while the code loads, then the part', async () => {
    const part = preloadableLazy(() =>
      Promise.resolve({ default: () => <button type="button">Menu</button> }),
    );
    render(
      <OptionalPart fallback={<span>client</span>}>
        <part.Component />
      </OptionalPart>,
    );
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });

  it('keeps its fallback and the page when the code never arrives', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const part = preloadableLazy<{ default: () => ReactNode }>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    render(
      <main>
        <h1>Your Tools</h1>
        <OptionalPart fallback={<span>client</span>}>
          <part.Component />
        </OptionalPart>
      </main>,
    );
    await vi.waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        '[shell] a part of the page did not load',
        expect.anything(),
        expect.anything(),
      ),
    );
    expect(screen.getByText('client')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Tools' })).toBeInTheDocument();
  });
});
