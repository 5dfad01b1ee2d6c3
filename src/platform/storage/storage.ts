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
/** A browser storage that refused a write: memory stands in for it from then on. */
const refused = new Set<KeyValueStorage>();

// Read lazily through globalThis so the core never touches a DOM global at import time. A browser that
// refuses storage (blocked cookies: the getter throws; a full or read-only storage: a write throws) falls
// back to memory instead of breaking the app. No probe write: every write fires a `storage` event in the
// other tabs, and a phone's profile showed the probe of both storages delaying the first render.
function browserStorage(kind: StorageKind): KeyValueStorage | undefined {
  try {
    const candidate = (globalThis as Record<string, unknown>)[kind] as KeyValueStorage | undefined;
    return candidate && !refused.has(candidate) ? candidate : undefined;
  } catch {
    return undefined;
  }
}

const memoryFor = (kind: StorageKind) => (fallbacks[kind] ??= createMemoryStorage());

/** One kind of Web Storage, or memory where the browser has none or refuses it. */
function storeOf(kind: StorageKind): KeyValueStorage {
  const attempt = <T>(operation: (storage: KeyValueStorage) => T): T => {
    const browser = browserStorage(kind);
    if (browser) {
      try {
        return operation(browser);
      } catch {
        refused.add(browser);
      }
    }
    return operation(memoryFor(kind));
  };
  return {
    getItem: (key) => attempt((storage) => storage.getItem(key)),
    setItem: (key, value) => attempt((storage) => storage.setItem(key, value)),
    removeItem: (key) => attempt((storage) => storage.removeItem(key)),
  };
}

/** Shared by every tab of the browser (last-activity time). */
export const localStore: KeyValueStorage = storeOf('localStorage');

/** Lives as long as the tab (impersonation override, dashboard expansion, Coupa request id). */
export const sessionStore: KeyValueStorage = storeOf('sessionStorage');

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
