// The quiz's package choice, kept in the browser between the Tint Match and Book Appointment sections
// (SPEC 3, 'Tint selection'): shared, because one feature writes it and another reads it. An
// unparsable or outdated stored value is logged and ignored (SPEC 8); without one, the booking form
// simply starts without a package.
import type { TintSelection } from '@tint/libs/prices';
import { isTintSelection } from '@tint/libs/prices';
import { readStoredJson, writeStoredJson } from './storage';

export const TINT_SELECTION_STORAGE_KEY = 'tintSelection';

export function saveTintSelection(selection: TintSelection): void {
  writeStoredJson(TINT_SELECTION_STORAGE_KEY, selection);
}

/** The stored selection, or null when there is none or it cannot be used. */
export function readTintSelection(): TintSelection | null {
  const stored = readStoredJson(TINT_SELECTION_STORAGE_KEY);
  if (stored === undefined) return null;
  if (isTintSelection(stored)) return stored;
  console.error('Ignoring a stored tint selection that is not valid', stored);
  return null;
}
