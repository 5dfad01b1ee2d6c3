/** The part of the Web Storage API the platform uses. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A storage that lives as long as the process: the fallback in Node and when the browser refuses storage. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

type StorageKind = 'localStorage' | 'sessionStorage';

const fallbacks: Partial<Record<StorageKind, KeyValueStorage>> = {};
/** The storage object last probed for each kind, and whether it accepted a write. */
const probed: Partial<Record<StorageKind, { storage: KeyValueStorage; works: boolean }>> = {};

// Read lazily through globalThis so the core never touches a DOM global at import time, and so a browser
// that throws on access (private mode, blocked cookies) falls back to memory instead of breaking the app.
// The probe write runs once per storage: every write fires a `storage` event in the other tabs, so probing
// on each access would make open tabs wake each other without end.
function browserStorage(kind: StorageKind): KeyValueStorage | undefined {
  const candidate = (globalThis as Record<string, unknown>)[kind] as KeyValueStorage | undefined;
  if (!candidate) return undefined;
  if (probed[kind]?.storage !== candidate) {
    let works = true;
    try {
      const probe = '__llts_probe__';
      candidate.setItem(probe, probe);
      candidate.removeItem(probe);
    } catch {
      works = false;
    }
    probed[kind] = { storage: candidate, works };
  }
  return probed[kind]?.works ? candidate : undefined;
}

function resolve(kind: StorageKind): KeyValueStorage {
  return browserStorage(kind) ?? (fallbacks[kind] ??= createMemoryStorage());
}

/** Shared by every tab of the browser (last-activity time). */
export const localStore: KeyValueStorage = {
  getItem: (key) => resolve('localStorage').getItem(key),
  setItem: (key, value) => resolve('localStorage').setItem(key, value),
  removeItem: (key) => resolve('localStorage').removeItem(key),
};

/** Lives as long as the tab (impersonation override, dashboard expansion, Coupa request id). */
export const sessionStore: KeyValueStorage = {
  getItem: (key) => resolve('sessionStorage').getItem(key),
  setItem: (key, value) => resolve('sessionStorage').setItem(key, value),
  removeItem: (key) => resolve('sessionStorage').removeItem(key),
};

/** Reads a JSON value, treating a missing or corrupt entry as absent. */
export function readJson<T>(storage: KeyValueStorage, key: string): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
