// nextTask (src/platform/react/nextTask.ts): what follows it runs in a later task, never in the one that
// called it, and a fake clock (the component tests', Playwright's) does not hold it back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../../src/platform/react/nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves after the microtasks of the current task, not among them', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('next task'));
    // A chain of microtasks, all within the current task: each queued by the one before.
    let chain = Promise.resolve();
    for (let step = 0; step < 20; step++) chain = chain.then(() => void order.push('microtask'));
    await chain;
    expect(order).not.toContain('next task');
    await yielded;
    expect(order.at(-1)).toBe('next task');
  });

  it('resolves under a fake clock without moving it', async () => {
    vi.useFakeTimers();
    const started = Date.now();
    await nextTask();
    expect(Date.now()).toBe(started);
  });
});
