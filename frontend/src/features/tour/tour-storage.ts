// The guided tour's completed flag (SPEC 4, "Tour"), one per user in this browser's local storage; its key and value
// are in libs, where the browser tests and the first-load measurement read them to pre-set the flag.
import { TOUR_COMPLETED_KEY_PREFIX, TOUR_COMPLETED_VALUE } from '@tint/libs/constants';
import { readStored, writeStored } from '@/lib/storage';

export function tourCompletedKey(userId: string): string {
  return `${TOUR_COMPLETED_KEY_PREFIX}${userId}`;
}

/** Unreadable storage counts as not completed: better to offer the tour than to hide it for good. */
export function isTourCompleted(userId: string): boolean {
  return readStored(tourCompletedKey(userId)) === TOUR_COMPLETED_VALUE;
}

export function markTourCompleted(userId: string): void {
  writeStored(tourCompletedKey(userId), TOUR_COMPLETED_VALUE);
}
