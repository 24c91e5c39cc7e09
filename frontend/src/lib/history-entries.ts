// The salesperson app has no URL routes of its own (SPEC 2.3), yet the browser's Back should move between
// its sections and close an open dialog (issue 14). So the section and an open dialog ride in the state of
// same-URL history entries. React Router keeps its own fields (key, idx, usr) in that state and re-reads them
// on every popstate: they are copied into every entry pushed here, so the router sees the same location.

/** The state field naming the section an entry shows. */
export const SECTION_STATE_FIELD = 'tintSection';
/** The state field marking an entry pushed for an open dialog; its value tells the dialogs apart. */
export const DIALOG_STATE_FIELD = 'tintDialog';

type HistoryState = Record<string, unknown>;

/** The current entry's state; none where there is no browser (the server drawing a page: src/prerender.tsx). */
export function historyState(): HistoryState {
  if (typeof window === 'undefined') return {};
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as HistoryState) : {};
}

/** The current entry's value of `field`, or undefined. */
export function historyStateField(field: string): unknown {
  return historyState()[field];
}

/** `fields` on top of the current state, without the fields named in `without`. */
function nextState(fields: HistoryState, without: readonly string[]): HistoryState {
  const state = { ...historyState(), ...fields };
  for (const field of without) delete state[field];
  return state;
}

/** A new entry at the same URL: the current state with `fields` set and those in `without` dropped. */
export function pushHistoryState(fields: HistoryState, without: readonly string[] = []): void {
  window.history.pushState(nextState(fields, without), '');
}

/** The current entry, changed in place. */
export function replaceHistoryState(fields: HistoryState, without: readonly string[] = []): void {
  window.history.replaceState(nextState(fields, without), '');
}

/** Whether the current entry was pushed for a dialog that is (or was, before a reload) open. */
export function isDialogEntry(): boolean {
  return historyStateField(DIALOG_STATE_FIELD) !== undefined;
}
