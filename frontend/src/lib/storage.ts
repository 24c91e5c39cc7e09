// The one place that touches browser storage. The browser may refuse it (private browsing, a full
// quota, storage switched off): a read then finds nothing and a write is skipped with a warning, so a
// remembered value can never break a screen. An unparsable entry is logged and ignored (SPEC 8).

export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage {
  return area === 'session' ? window.sessionStorage : window.localStorage;
}

/** The stored text, or null when there is none or storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'local'): string | null {
  // The server drawing a page (src/prerender.tsx) has no browser storage: nothing is stored there.
  if (typeof window === 'undefined') return null;
  try {
    return storageOf(area).getItem(key);
  } catch (error) {
    console.warn(`Could not read the stored ${key}`, error);
    return null;
  }
}

/** The stored JSON value, or undefined when there is none, storage cannot be read or it is not JSON. */
export function readStoredJson(key: string, area: StorageArea = 'local'): unknown {
  const raw = readStored(key, area);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.error(`Ignoring the unparsable stored ${key}`, error);
    return undefined;
  }
}

export function writeStored(key: string, value: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area).setItem(key, value);
  } catch (error) {
    console.warn(`Could not store ${key}`, error);
  }
}

export function writeStoredJson(key: string, value: unknown, area: StorageArea = 'local'): void {
  writeStored(key, JSON.stringify(value), area);
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    storageOf(area).removeItem(key);
  } catch (error) {
    console.warn(`Could not remove the stored ${key}`, error);
  }
}
