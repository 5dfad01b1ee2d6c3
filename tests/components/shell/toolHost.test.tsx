import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { atom, useAtom } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import type { ToolManifest, ToolModule, ToolProps } from '../../../src/platform/react/toolManifest';
import { useFixtureServer } from '../../support/fixtureServer';
import { renderTool } from '../../support/renderTool';

// The tools here call nothing; an unexpected request would still fail the test.
useFixtureServer();

let nextId = 0;
const manifestWith = (load: () => Promise<ToolModule>, extra: Partial<ToolManifest> = {}): ToolManifest => ({
  // The host caches chunks by id: each test tool needs its own (not one of the portal's ToolIds).
  id: `test-tool-${nextId++}`,
  // A name from the tools' names catalogue (manifests name themselves by id there).
  title: 'toolNames.reports.title',
  description: 'toolNames.reports.description',
  icon: 'help',
  // Under a known route root, so a first segment in front of it reads as a branch.
  routes: [
    { name: 'list', path: '/reports' },
    { name: 'detail', path: '/reports/:name/:tab?' },
  ],
  access: { kind: 'public' },
  tile: { kind: 'none' },
  load,
  ...extra,
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

function Links({ route, href }: ToolProps) {
  return (
    <nav aria-label={`route ${route}`}>
      <a href={href('list')}>list</a>
      <a href={href('detail', { name: 'a b/c' })}>detail</a>
      <a href={href('detail', { name: '7', tab: 'files' })}>tab</a>
    </nav>
  );
}

describe('tool host', () => {
  it('shows a loading state while the chunk arrives, then the tool with its params', async () => {
    let resolve: (module: ToolModule) => void = () => undefined;
    const manifest = manifestWith(() => new Promise((done) => (resolve = done)));
    await renderTool(manifest, '/reports/a');
    expect(screen.getByText('Loading Reports…')).toBeInTheDocument();
    resolve({ default: Counter });
    expect(await screen.findByRole('button', { name: 'a: 0' })).toBeInTheDocument();
  });

  it("shows the manifest's placeholder instead while the chunk arrives, with the route's params", async () => {
    let resolve: (module: ToolModule) => void = () => undefined;
    const manifest = manifestWith(() => new Promise((done) => (resolve = done)), {
      placeholder: ({ params }) => <p>skeleton of {params.name}</p>,
    });
    await renderTool(manifest, '/reports/a');
    expect(screen.getByText('skeleton of a')).toBeInTheDocument();
    expect(screen.queryByText('Loading Reports…')).not.toBeInTheDocument();
    resolve({ default: Counter });
    expect(await screen.findByRole('button', { name: 'a: 0' })).toBeInTheDocument();
    expect(screen.queryByText('skeleton of a')).not.toBeInTheDocument();
  });

  it('tells the tool which route matched and builds its links under the branch prefix', async () => {
    await renderTool(
      manifestWith(async () => ({ default: Links })),
      '/b-east/reports/1',
    );
    const nav = await screen.findByRole('navigation', { name: 'route detail' });
    const hrefs = [...nav.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/b-east/reports', '/b-east/reports/a%20b%2Fc', '/b-east/reports/7/files']);
  });

  it('gives every mount its own store', async () => {
    const manifest = manifestWith(async () => ({ default: Counter }));
    const first = await renderTool(manifest, '/reports/first');
    await userEvent.click(await screen.findByRole('button', { name: 'first: 0' }));
    expect(screen.getByRole('button', { name: 'first: 1' })).toBeInTheDocument();
    first.unmount();
    // A new mount starts from a new store, and so does one beside a mount that is still there.
    await renderTool(manifest, '/reports/second');
    await userEvent.click(await screen.findByRole('button', { name: 'second: 0' }));
    await renderTool(manifest, '/reports/again');
    expect(await screen.findByRole('button', { name: 'again: 0' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'again: 1' })).toBeInTheDocument();
  });

  it("makes a new store when the manifest's scope key changes, and keeps it while the key stays", async () => {
    // The scope is the first letter of the name: 'one' and 'other' share one, 'two' has its own.
    const manifest = manifestWith(async () => ({ default: Counter }), {
      scopeKey: (params) => params.name?.slice(0, 1) ?? '',
    });
    await renderTool(manifest, '/reports/one');
    await userEvent.click(await screen.findByRole('button', { name: 'one: 0' }));
    act(() => window.history.pushState(null, '', '/reports/other'));
    expect(await screen.findByRole('button', { name: 'other: 1' })).toBeInTheDocument();
    act(() => window.history.pushState(null, '', '/reports/two'));
    expect(await screen.findByRole('button', { name: 'two: 0' })).toBeInTheDocument();
  });

  it('shows an error page inside the shell when the tool throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('The tool broke');
    };
    await renderTool(
      manifestWith(async () => ({ default: Broken })),
      '/reports/broken',
    );
    expect(
      await screen.findByRole('heading', { name: 'Reports could not be displayed' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The tool broke')).toBeInTheDocument();
  });

  it('retries a chunk that failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ToolModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Counter });
    await renderTool(manifestWith(load), '/reports/retried');
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'retried: 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
