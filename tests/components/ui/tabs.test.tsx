import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Route, Router, Switch, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Tabs } from '../../../src/ui/Tabs';
import { axeViolations } from './support/axe';

const TABS = [
  { id: 'text', label: 'Text' },
  { id: 'file', label: 'File' },
  { id: 'media', label: 'Media' },
];

/** A host that keeps the selected tab in its route, as the machine translation tool does. */
function TabbedPage({ tab }: { tab: string }) {
  const [, navigate] = useLocation();
  return (
    <Tabs label="Translation type" tabs={TABS} selected={tab} onChange={(id) => navigate(`/mt/${id}`)}>
      <p>Content of {tab}</p>
    </Tabs>
  );
}

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Switch>
        <Route path="/mt/:tab">{(params) => <TabbedPage tab={params.tab} />}</Route>
      </Switch>
    </Router>,
  );
  return location;
}

describe('Tabs', () => {
  it('selects the tab the URL names and shows only its content', () => {
    renderAt('/mt/file');
    expect(screen.getByRole('tablist', { name: 'Translation type' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'File' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of file');
  });

  it('has no axe violations', async () => {
    renderAt('/mt/media');
    expect(await axeViolations()).toEqual([]);
  });

  it('navigates on click and follows the URL when it changes', async () => {
    const user = userEvent.setup();
    const location = renderAt('/mt/text');
    await user.click(screen.getByRole('tab', { name: 'Media' }));
    expect(location.history.at(-1)).toBe('/mt/media');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Content of media');
  });

  it('moves between tabs with the arrow keys, navigating to each', async () => {
    const user = userEvent.setup();
    const location = renderAt('/mt/text');
    screen.getByRole('tab', { name: 'Text' }).focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'File' })).toHaveFocus());
    expect(location.history.at(-1)).toBe('/mt/file');
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(location.history).toEqual(['/mt/text', '/mt/file', '/mt/media']);
  });

  it('does not navigate when the selected tab is chosen again', async () => {
    const user = userEvent.setup();
    const location = renderAt('/mt/file');
    await user.click(screen.getByRole('tab', { name: 'File' }));
    expect(location.history).toEqual(['/mt/file']);
  });
});
