// Work in progress kept for this tab (issue 14: a refresh mid-quiz or mid-booking must not lose it): the
// section on screen, the quiz's answers and the booking form, in sessionStorage, which lives as long as the
// tab. The booking form holds a customer's name, email and phone, and the phone may be shared: the drafts go
// when the booking succeeds, at logout and whenever the signed-out screens show, and never reach localStorage.
import { readStoredJson, removeStored, writeStoredJson } from './storage';

export const SECTION_DRAFT_KEY = 'draft:section';
export const QUIZ_DRAFT_KEY = 'draft:tintMatch';
export const BOOKING_DRAFT_KEY = 'draft:booking';

export type DraftKey = typeof SECTION_DRAFT_KEY | typeof QUIZ_DRAFT_KEY | typeof BOOKING_DRAFT_KEY;

/** The stored draft, unchecked: each owner checks its shape (an outdated or tampered one is ignored). */
export function readDraft(key: DraftKey): unknown {
  return readStoredJson(key, 'session');
}

/**
 * The stored draft under `key` as `parse` reads it, or null: none stored, or one `parse` rejects (of the wrong
 * shape, or from an older build), which is logged as `what` and ignored.
 */
export function readValidDraft<T>(key: DraftKey, parse: (value: unknown) => T | null, what: string): T | null {
  const value = readDraft(key);
  if (value === undefined) return null;
  const draft = parse(value);
  if (draft === null) console.error(`Ignoring ${what}`, value);
  return draft;
}

export function writeDraft(key: DraftKey, value: unknown): void {
  writeStoredJson(key, value, 'session');
}

export function clearDraft(key: DraftKey): void {
  removeStored(key, 'session');
}

/** A booking went through: the quiz that led to it and the form are done; the section stays. */
export function clearBookingDrafts(): void {
  clearDraft(QUIZ_DRAFT_KEY);
  clearDraft(BOOKING_DRAFT_KEY);
}

/** Logout or signed out: nothing of this session's work may stay for the next person on this phone. */
export function clearAllDrafts(): void {
  clearBookingDrafts();
  clearDraft(SECTION_DRAFT_KEY);
}
