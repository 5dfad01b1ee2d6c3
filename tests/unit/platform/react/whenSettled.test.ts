// @vitest-environment jsdom
// Work the page will want soon, but not while it is still painting and answering its first taps.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenSettled } from '../../../../src/platform/react/preloadWhenSettled';

describe('whenSettled', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the page to settle, then for the browser to be idle, and runs once', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenSettled(task, 1_500);
    vi.advanceTimersByTime(1_499);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // settled; the idle turn comes next
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the idle moment after the first press of a pointer or a key, without the settling wait', () => {
    vi.useFakeTimers();
    const byPointer = vi.fn();
    const byKey = vi.fn();
    whenSettled(byPointer);
    window.dispatchEvent(new Event('pointerdown'));
    // Not during the press: at the idle moment after it.
    expect(byPointer).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5);
    expect(byPointer).toHaveBeenCalledTimes(1);
    whenSettled(byKey);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    vi.advanceTimersByTime(5);
    expect(byKey).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pointerdown'));
    expect(byPointer).toHaveBeenCalledTimes(1);
    expect(byKey).toHaveBeenCalledTimes(1);
  });

  it('is cancelled before it settles, while waiting for idle, or before any press', () => {
    vi.useFakeTimers();
    const early = vi.fn();
    whenSettled(early, 1_000)();
    const late = vi.fn();
    const cancel = whenSettled(late, 1_000);
    vi.advanceTimersByTime(1_000);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10_000);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
