// The quiz's package choice, kept in the browser between the Tint Match and Book Appointment sections
// (SPEC 3, 'Tint selection'). An unparsable or outdated stored value is logged and ignored (SPEC 8).
import type { TintSelection } from '@tint/libs/prices';
import { isTintSelection } from '@tint/libs/prices';

export const TINT_SELECTION_STORAGE_KEY = 'tintSelection';

export function saveTintSelection(selection: TintSelection): void {
  try {
    window.localStorage.setItem(TINT_SELECTION_STORAGE_KEY, JSON.stringify(selection));
  } catch (error) {
    // Private browsing or a full storage: the booking form then simply starts without a package.
    console.warn('Could not store the tint selection', error);
  }
}

/** The stored selection, or null when there is none or it cannot be used. */
export function readTintSelection(): TintSelection | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(TINT_SELECTION_STORAGE_KEY);
  } catch (error) {
    console.warn('Could not read the stored tint selection', error);
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isTintSelection(parsed)) return parsed;
    console.error('Ignoring a stored tint selection that is not valid', parsed);
  } catch (error) {
    console.error('Ignoring an unparsable stored tint selection', error);
  }
  return null;
}
