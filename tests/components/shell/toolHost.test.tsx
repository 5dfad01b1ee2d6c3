import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtom } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToolManifest, ToolModule, ToolProps } from '../../../src/platform/react/toolManifest';
import { ToolHost } from '../../../src/shell/tools/ToolHost';
import { resetPlatform, TEST_CONFIG } from './support/harness';
import { startPlatform } from '../../../src/platform/react/startPlatform';

beforeEach(() => {
  resetPlatform();
  window.history.replaceState(null, '', '/');
  startPlatform({ config: TEST_CONFIG });
});

let nextId = 0;
const manifestWith = (load: () => Promise<ToolModule>): ToolManifest => ({
  id: `test-tool-${nextId++}`,
  title: 'Test Tool',
  description: 'A tool for tests',
  icon: 'help',
  routes: ['/test'],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load,
});

const clicks = atom(0);
function Counter({ params }: ToolProps) {
  const [count, setCount] = useAtom(clicks);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {params.name}: {count}
    </button>
  );
}

describe('tool host', () => {
  it('shows a loading state while the chunk arrives, then the tool with its params', async () => {
    let resolve: (module: ToolModule) => void = () => undefined;
    const manifest = manifestWith(() => new Promise((done) => (resolve = done)));
    render(<ToolHost manifest={manifest} title="Test Tool" params={{ name: 'a' }} />);
    expect(screen.getByText('Loading Test Tool…')).toBeInTheDocument();
    resolve({ default: Counter });
    expect(await screen.findByRole('button', { name: 'a: 0' })).toBeInTheDocument();
  });

  it('gives every mount its own store', async () => {
    const manifest = manifestWith(async () => ({ default: Counter }));
    const first = render(<ToolHost manifest={manifest} title="Test Tool" params={{ name: 'first' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'first: 0' }));
    expect(screen.getByRole('button', { name: 'first: 1' })).toBeInTheDocument();
    render(<ToolHost manifest={manifest} title="Test Tool" params={{ name: 'second' }} />);
    expect(await screen.findByRole('button', { name: 'second: 0' })).toBeInTheDocument();
    first.unmount();
    render(<ToolHost manifest={manifest} title="Test Tool" params={{ name: 'again' }} />);
    expect(await screen.findByRole('button', { name: 'again: 0' })).toBeInTheDocument();
  });

  it('shows an error page inside the shell when the tool throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('The tool broke');
    };
    render(
      <ToolHost manifest={manifestWith(async () => ({ default: Broken }))} title="Test Tool" params={{}} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Test Tool could not be displayed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The tool broke')).toBeInTheDocument();
  });

  it('retries a chunk that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ToolModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Counter });
    render(<ToolHost manifest={manifestWith(load)} title="Test Tool" params={{ name: 'retried' }} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'retried: 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
