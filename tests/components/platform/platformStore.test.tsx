import { render, screen } from '@testing-library/react';
import { atom, createStore, Provider, useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/platform/config/runtimeConfig';
import { configAtom, platformStore, useRuntimeConfig } from '../../../src/platform/react/platformStore';

// A tool mounts its own jotai store; its atoms stay its own while platform state stays reachable.
const toolCounter = atom(7);

function ToolScreen() {
  const config = useRuntimeConfig();
  const counter = useAtomValue(toolCounter);
  return (
    <p>
      {config.productName}:{counter}
    </p>
  );
}

describe('platform store', () => {
  it('is readable from inside a tool that has its own store', () => {
    platformStore.set(configAtom, { ...DEFAULT_CONFIG, productName: 'acme' });
    const toolStore = createStore();
    toolStore.set(toolCounter, 42);
    render(
      <Provider store={toolStore}>
        <ToolScreen />
      </Provider>,
    );
    expect(screen.getByText('acme:42')).toBeInTheDocument();
    // The tool's atom did not leak into the platform store.
    expect(platformStore.get(toolCounter)).toBe(7);
  });
});
