// Which notifications this user has read, kept in this browser's local storage (SPEC 4,
// "Notifications": read state is stored locally per user).
import { readStoredJson, writeStoredJson } from '@/lib/storage';

export function readStateKey(userId: string): string {
  return `tint-notifications-read:${userId}`;
}

/** Old ids are dropped beyond this many, so the entry cannot grow without bound. */
export const READ_IDS_MAX = 500;

export function loadReadIds(userId: string): ReadonlySet<string> {
  const stored = readStoredJson(readStateKey(userId));
  return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
}

/** Adds the ids to the stored ones (newest last) and answers the new set. */
export function storeReadIds(userId: string, previous: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  const merged = [...previous].filter((id) => !ids.includes(id)).concat(ids).slice(-READ_IDS_MAX);
  writeStoredJson(readStateKey(userId), merged);
  return new Set(merged);
}
