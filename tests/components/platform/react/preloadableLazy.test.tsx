// A lazily loaded page or dialog whose chunk failed to arrive (a phone's network gone for a moment) loads on
// a retry: React.lazy keeps a failure for good, so preloadableLazy hands out a fresh component after one.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../../src/platform/react/preloadableLazy';

class Boundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button type="button" onClick={this.props.onRetry}>
        Try again
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('preloadableLazy', () => {
  it('fetches again when a failed chunk is retried, by render or by preload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Loaded</p> });
    const page = preloadableLazy(load);
    function Host() {
      const [attempt, setAttempt] = useState(0);
      return (
        <Boundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense fallback={<p>Loading</p>}>
            <page.Component />
          </Suspense>
        </Boundary>
      );
    }
    render(<Host />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed preload leaves the component free to fetch when it renders', async () => {
    const load = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <p>Loaded</p> });
    const dialog = preloadableLazy(load);
    await expect(dialog.preload()).rejects.toThrow('Failed to fetch');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <dialog.Component />
      </Suspense>,
    );
    expect(await screen.findByText('Loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
