// The guided tour's completed flag (SPEC 4, "Tour"), one per user in this browser's local storage. The
// browser tests read TOUR_COMPLETED_KEY_PREFIX and TOUR_COMPLETED_VALUE to pre-set the flag.
import { readStored, writeStored } from '@/lib/storage';

export const TOUR_COMPLETED_KEY_PREFIX = 'tint-tour-completed:';
export const TOUR_COMPLETED_VALUE = 'true';

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
