// Which notifications this user has read, kept in this browser's local storage (SPEC 4,
// "Notifications": read state is stored locally per user).

export function readStateKey(userId: string): string {
  return `tint-notifications-read:${userId}`;
}

/** Old ids are dropped beyond this many, so the entry cannot grow without bound. */
export const READ_IDS_MAX = 500;

export function loadReadIds(userId: string): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(readStateKey(userId)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds the ids to the stored ones (newest last) and answers the new set. */
export function storeReadIds(userId: string, previous: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  const merged = [...previous].filter((id) => !ids.includes(id)).concat(ids).slice(-READ_IDS_MAX);
  try {
    window.localStorage.setItem(readStateKey(userId), JSON.stringify(merged));
  } catch (error) {
    console.warn('Could not store the read notifications', error);
  }
  return new Set(merged);
}
