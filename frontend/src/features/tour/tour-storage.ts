// The guided tour's completed flag (SPEC 4, "Tour"), one per user in this browser's local storage.
// Deliberately free of imports: the browser tests read TOUR_COMPLETED_KEY_PREFIX to pre-set the flag.

export const TOUR_COMPLETED_KEY_PREFIX = 'tint-tour-completed:';
export const TOUR_COMPLETED_VALUE = 'true';

export function tourCompletedKey(userId: string): string {
  return `${TOUR_COMPLETED_KEY_PREFIX}${userId}`;
}

export function isTourCompleted(userId: string): boolean {
  try {
    return window.localStorage.getItem(tourCompletedKey(userId)) === TOUR_COMPLETED_VALUE;
  } catch {
    // Storage unavailable (private browsing): better to offer the tour than to hide it for good.
    return false;
  }
}

export function markTourCompleted(userId: string): void {
  try {
    window.localStorage.setItem(tourCompletedKey(userId), TOUR_COMPLETED_VALUE);
  } catch (error) {
    console.warn('Could not store that the tour was completed', error);
  }
}
