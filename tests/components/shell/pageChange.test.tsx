// What a page change tells assistive technology: the tab title, where focus lands, the document language.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { RESTRICTED_MESSAGES } from '../../../src/shell/access/restrictedMessages';
import { useNewPageOn } from '../../../src/platform/react/newPage';
import { useFocusOnPageChange } from '../../../src/shell/routing/pageChange';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderShell } from '../../support/renderTool';

useFixtureServer();
beforeEach(() => {
  document.title = '';
  document.documentElement.lang = 'en';
});

const SUFFIX = ' · Language Services Portal';

describe('tab title', () => {
  it('names every page in one format', async () => {
    const view = await renderShell('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await waitFor(() => expect(document.title).toBe(`Page not found${SUFFIX}`));

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(document.title).toBe(`Home${SUFFIX}`));

    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(document.title).toBe(`Sign in${SUFFIX}`));
    view.unmount();

    await renderShell('/consoleHelp');
    await screen.findByRole('heading', { level: 1, name: 'Help & FAQ' });
    await waitFor(() => expect(document.title).toBe(`Help & FAQ${SUFFIX}`));
  });

  it('names the restricted page by its message, not by the tool it guards', async () => {
    // employee has no coupa application.
    await renderShell('/coupa', { as: 'employee' });
    await screen.findByText(RESTRICTED_MESSAGES.applicationNotEnabled.message);
    await waitFor(() =>
      expect(document.title).toBe(`${RESTRICTED_MESSAGES.applicationNotEnabled.title}${SUFFIX}`),
    );
  });
});

describe('focus after a page change', () => {
  it('stays put on the first load, then moves to the new page’s main heading', async () => {
    await renderShell('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.activeElement).toBe(document.body);

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Welcome' });
    await waitFor(() => expect(welcome).toHaveFocus());
    // Focusable by script only: not a new tab stop.
    expect(welcome).toHaveAttribute('tabindex', '-1');
  });

  it('waits on <main> for a page that loads lazily, then moves to its heading', async () => {
    await renderShell('/');
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

/**
 * A page that shows its heading 30 ms after each navigation (a lazy page), or focuses its own field. The
 * paths are known routes: the hook follows the path below the branch segment.
 */
function SlowPage({ delayMs }: { delayMs: number }) {
  const [path] = useLocation();
  const [shownPath, setShownPath] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setShownPath(path), delayMs);
    return () => clearTimeout(timer);
  }, [path, delayMs]);
  if (path === '/signUp') return <input aria-label="Own field" autoFocus />;
  return shownPath === path ? <h1>Page {path}</h1> : <p>Loading…</p>;
}

function FocusHarness({ delayMs = 30 }: { delayMs?: number }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  return (
    <>
      <button type="button">Outside</button>
      <main ref={main} tabIndex={-1}>
        <SlowPage delayMs={delayMs} />
      </main>
    </>
  );
}

describe('useFocusOnPageChange', () => {
  beforeEach(() => window.history.replaceState(null, '', '/reports'));

  // The frame a focus waits for and a lazy page's delay, on the test's own clock.
  describe('on fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('holds focus on <main> while the page loads, then gives it to the heading', async () => {
      render(<FocusHarness delayMs={500} />);
      await act(async () => vi.advanceTimersByTime(500));
      screen.getByRole('heading', { name: 'Page /reports' });
      expect(document.activeElement).toBe(document.body);
      act(() => navigate('/consoleHelp'));
      // Once the new page has been drawn (a frame later), not inside the commit that brought it.
      expect(document.activeElement).toBe(document.body);
      await act(async () => vi.advanceTimersByTime(20));
      expect(screen.getByRole('main')).toHaveFocus();
      await act(async () => vi.advanceTimersByTime(480));
      expect(screen.getByRole('heading', { name: 'Page /consoleHelp' })).toHaveFocus();
    });

    it('waits as long as the page takes: a heading 30 s late still gets focus', async () => {
      render(<FocusHarness delayMs={30_000} />);
      await act(async () => vi.advanceTimersByTime(30_000));
      screen.getByRole('heading', { name: 'Page /reports' });
      act(() => navigate('/consoleHelp'));
      await act(async () => vi.advanceTimersByTime(20));
      expect(screen.getByRole('main')).toHaveFocus();
      await act(async () => vi.advanceTimersByTime(29_000));
      expect(screen.getByRole('main')).toHaveFocus();
      await act(async () => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('heading', { name: 'Page /consoleHelp' })).toHaveFocus();
    });
  });

  it('leaves focus alone when the user moved on meanwhile, or the page focused its own control', async () => {
    render(<FocusHarness />);
    await screen.findByRole('heading', { name: 'Page /reports' });
    act(() => navigate('/consoleHelp'));
    screen.getByRole('button', { name: 'Outside' }).focus();
    await screen.findByRole('heading', { name: 'Page /consoleHelp' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus();

    act(() => navigate('/signUp'));
    expect(screen.getByRole('textbox', { name: 'Own field' })).toHaveFocus();
  });
});

/** A long form whose submit replaces it with a short confirmation, the address staying. */
function ReplacedPage() {
  const main = useRef<HTMLElement>(null);
  useFocusOnPageChange(main);
  const [sent, setSent] = useState(false);
  useNewPageOn(sent);
  return (
    <main ref={main} tabIndex={-1}>
      <h1>Request</h1>
      {sent ? (
        <p>Thank you</p>
      ) : (
        <button type="button" onClick={() => setSent(true)}>
          Send
        </button>
      )}
    </main>
  );
}

describe('a step that replaces the page', () => {
  beforeEach(() => window.history.replaceState(null, '', '/createProject'));

  it('is a page change: the top of the page, focus on its heading', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      render(<ReplacedPage />);
      expect(scrollTo).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Send' }));
      await screen.findByText('Thank you');
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Request' })).toHaveFocus());
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });
});

describe('document language', () => {
  it('is British English in the UK variant and American English otherwise', async () => {
    const uk = await renderShell('/en-gb/consoleHelp');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-GB'));
    uk.unmount();

    await renderShell('/b-east/consoleHelp');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    await userEvent.click(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Language Services Portal' }),
    );
    expect(document.documentElement.lang).toBe('en-US');
  });
});
