import { describe, expect, it } from 'vitest';
import {
  createMemoryStorage,
  localStore,
  readJson,
  sessionStore,
  writeJson,
} from '../../../../src/platform/storage/storage';

describe('storage adapters', () => {
  it('fall back to memory in Node, where there is no Web Storage', () => {
    expect((globalThis as Record<string, unknown>).localStorage).toBeUndefined();
    localStore.setItem('k', 'v');
    expect(localStore.getItem('k')).toBe('v');
    localStore.removeItem('k');
    expect(localStore.getItem('k')).toBeNull();
  });

  it('keep local and session storage apart', () => {
    localStore.setItem('shared', 'local');
    sessionStore.setItem('shared', 'session');
    expect(localStore.getItem('shared')).toBe('local');
    expect(sessionStore.getItem('shared')).toBe('session');
  });

  it('read JSON back and treat a corrupt entry as absent', () => {
    const storage = createMemoryStorage();
    writeJson(storage, 'a', { x: 1 });
    expect(readJson(storage, 'a')).toEqual({ x: 1 });
    storage.setItem('b', '{not json');
    expect(readJson(storage, 'b')).toBeUndefined();
    expect(readJson(storage, 'missing')).toBeUndefined();
  });

  it('use a browser storage when one works', () => {
    const fake = createMemoryStorage();
    (globalThis as Record<string, unknown>).localStorage = fake;
    try {
      localStore.setItem('via', 'browser');
      expect(fake.getItem('via')).toBe('browser');
    } finally {
      delete (globalThis as Record<string, unknown>).localStorage;
    }
  });

  it('fall back to memory when the browser refuses storage', () => {
    (globalThis as Record<string, unknown>).sessionStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    try {
      sessionStore.setItem('still', 'works');
      expect(sessionStore.getItem('still')).toBe('works');
    } finally {
      delete (globalThis as Record<string, unknown>).sessionStorage;
    }
  });

  it('read without writing, and write only what the app writes (each write wakes the other tabs)', () => {
    const fake = createMemoryStorage();
    let writes = 0;
    const counting = { ...fake, setItem: (k: string, v: string) => (writes++, fake.setItem(k, v)) };
    (globalThis as Record<string, unknown>).localStorage = counting;
    try {
      for (let i = 0; i < 5; i++) localStore.getItem('anything');
      expect(writes).toBe(0);
      localStore.setItem('real', 'value');
      expect(localStore.getItem('real')).toBe('value');
      expect(writes).toBe(1);
    } finally {
      delete (globalThis as Record<string, unknown>).localStorage;
    }
  });

  it('fall back to memory when the browser storage cannot even be reached (blocked cookies)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError');
      },
    });
    try {
      localStore.setItem('kept', 'in memory');
      expect(localStore.getItem('kept')).toBe('in memory');
    } finally {
      delete (globalThis as Record<string, unknown>).localStorage;
    }
  });
});
