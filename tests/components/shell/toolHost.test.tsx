import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtom } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ToolManifest, ToolModule, ToolProps } from '../../../src/platform/react/toolManifest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderTool } from '../../support/renderTool';

// The tools here call nothing; an unexpected request would still fail the test.
useFixtureServer();

let nextId = 0;
const manifestWith = (load: () => Promise<ToolModule>): ToolManifest => ({
  id: `test-tool-${nextId++}`,
  title: 'Test Tool',
  description: 'A tool for tests',
  icon: 'help',
  routes: ['/test/:name'],
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
    await renderTool(manifest, '/test/a');
    expect(screen.getByText('Loading Test Tool…')).toBeInTheDocument();
    resolve({ default: Counter });
    expect(await screen.findByRole('button', { name: 'a: 0' })).toBeInTheDocument();
  });

  it('gives every mount its own store', async () => {
    const manifest = manifestWith(async () => ({ default: Counter }));
    const first = await renderTool(manifest, '/test/first');
    await userEvent.click(await screen.findByRole('button', { name: 'first: 0' }));
    expect(screen.getByRole('button', { name: 'first: 1' })).toBeInTheDocument();
    first.unmount();
    // A new mount starts from a new store, and so does one beside a mount that is still there.
    await renderTool(manifest, '/test/second');
    await userEvent.click(await screen.findByRole('button', { name: 'second: 0' }));
    await renderTool(manifest, '/test/again');
    expect(await screen.findByRole('button', { name: 'again: 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'again: 1' })).toBeInTheDocument();
  });

  it('shows an error page inside the shell when the tool throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('The tool broke');
    };
    await renderTool(manifestWith(async () => ({ default: Broken })), '/test/broken');
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
    await renderTool(manifestWith(load), '/test/retried');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'retried: 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
