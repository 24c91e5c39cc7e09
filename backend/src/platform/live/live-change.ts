// What a committed projection tells the live streams (issue 20): which cached reads changed, and for whom. A
// projection says it from the events it has just applied (ProjectionHandler.changes); the engine publishes it once
// the transaction has committed, so a browser that reads again sees the new rows.
import type { LiveKey } from '@tint/libs/live';

/** Who a change concerns: one salesperson, every salesperson (the leaderboard), or every admin. */
export type LiveAudience = { salespersonId: string } | 'salespeople' | 'admins';

export type LiveChange = { to: LiveAudience; keys: readonly LiveKey[] };

/** The audience as one string (the bus carries it so): `s:<id>`, `salespeople` or `admins`. */
export type AudienceTag = `s:${string}` | 'salespeople' | 'admins';

export const audienceTag = (to: LiveAudience): AudienceTag => (typeof to === 'string' ? to : `s:${to.salespersonId}`);

export const forSalesperson = (salespersonId: string | null | undefined, ...keys: LiveKey[]): LiveChange[] =>
  salespersonId ? [{ to: { salespersonId }, keys }] : [];
export const forSalespeople = (...keys: LiveKey[]): LiveChange[] => [{ to: 'salespeople', keys }];
export const forAdmins = (...keys: LiveKey[]): LiveChange[] => [{ to: 'admins', keys }];

/** One message per audience, each key once: what a batch of changes comes to. */
export function mergeChanges(changes: readonly LiveChange[]): Map<AudienceTag, Set<LiveKey>> {
  const merged = new Map<AudienceTag, Set<LiveKey>>();
  for (const change of changes) {
    const tag = audienceTag(change.to);
    let keys = merged.get(tag);
    if (!keys) merged.set(tag, (keys = new Set()));
    for (const key of change.keys) keys.add(key);
  }
  return merged;
}
