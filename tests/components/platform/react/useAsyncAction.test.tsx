// useAsyncAction, the one way a button that is not a form's submit runs async work: busy while it runs, the
// failure kept for the view (or handed to onError), cleared by the next run or by reset.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAsyncAction } from '../../../../src/platform/react/useAsyncAction';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useAsyncAction', () => {
  it('is busy while the action runs and resolves with its result', async () => {
    const step = deferred<string>();
    const { result } = renderHook(() =>
      useAsyncAction((name: string) => step.promise.then((v) => `${v} ${name}`)),
    );
    let outcome: Promise<string | undefined>;
    act(() => {
      outcome = result.current.run('there');
    });
    expect(result.current.busy).toBe(true);
    await act(async () => step.resolve('hello'));
    await expect(outcome!).resolves.toBe('hello there');
    expect(result.current.busy).toBe(false);
    expect(result.current.error).toBeUndefined();
  });

  it('keeps a failure for the view until the next run or reset, and never rejects', async () => {
    const failure = new Error('Conflict error');
    const action = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockResolvedValueOnce('ok')
      .mockRejectedValueOnce(failure);
    const { result } = renderHook(() => useAsyncAction(action));
    await act(async () => {
      await expect(result.current.run()).resolves.toBeUndefined();
    });
    expect(result.current.error).toBe(failure);
    expect(result.current.busy).toBe(false);

    await act(async () => void (await result.current.run()));
    expect(result.current.error).toBeUndefined();

    await act(async () => void (await result.current.run()));
    expect(result.current.error).toBe(failure);
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();
  });

  it('hands a failure to onError instead of keeping it', async () => {
    const onError = vi.fn();
    const failure = new Error('offline');
    const { result } = renderHook(() => useAsyncAction(() => Promise.reject(failure), { onError }));
    await act(async () => void (await result.current.run()));
    expect(onError).toHaveBeenCalledWith(failure);
    expect(result.current.error).toBeUndefined();
  });

  it('runs the latest action through one run function', async () => {
    const first = vi.fn().mockResolvedValue(1);
    const second = vi.fn().mockResolvedValue(2);
    const { result, rerender } = renderHook(({ action }) => useAsyncAction(action), {
      initialProps: { action: first },
    });
    const run = result.current.run;
    rerender({ action: second });
    expect(result.current.run).toBe(run);
    await act(async () => void (await run()));
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });
});
