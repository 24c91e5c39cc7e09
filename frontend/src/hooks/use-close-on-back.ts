// Back from an open dialog closes it (issue 14): on a phone the back gesture is how a person dismisses what
// covers the screen, and it must not leave the app with the dialog still open. While the dialog is open an
// entry is pushed for it (lib/history-entries.ts); Back pops that entry and the dialog closes. Closed any other
// way (a button, Escape, the mask), the dialog takes its entry off again, so the next Back is not a dead one.
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { DIALOG_STATE_FIELD, historyStateField, pushHistoryState } from '@/lib/history-entries';

let dialogsOpened = 0;

/**
 * A dialog that closed took its entry off with history.back(), which the browser carries out later. A dialog
 * opening meanwhile (the challenge pop-up right after the badge pop-up's button) waits for it: its own entry,
 * pushed first, was the one that Back then took off, and the new dialog closed itself at once.
 */
let backUnderWay: Promise<void> | null = null;

function takeEntryOff(): void {
  backUnderWay = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      backUnderWay = null;
      resolve();
    };
    window.addEventListener('popstate', done);
  });
  window.history.back();
}

export function useCloseOnBack(open: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  // Read by the cleanup below to tell a real close from React re-running the effect while still open.
  const openRef = useRef(open);
  useLayoutEffect(() => {
    openRef.current = open;
  }, [open]);
  const markerRef = useRef<string | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    let cancelled = false;
    let marker: string | null = null;
    const onPopState = () => {
      // Still on this dialog's entry: Back closed another dialog opened over this one.
      if (historyStateField(DIALOG_STATE_FIELD) === marker) return;
      markerRef.current = null;
      close();
    };
    const takeEntry = () => {
      if (cancelled) return;
      // StrictMode runs this twice in development: the entry pushed the first time is kept.
      if (markerRef.current === null || historyStateField(DIALOG_STATE_FIELD) !== markerRef.current) {
        dialogsOpened += 1;
        markerRef.current = `dialog-${String(dialogsOpened)}`;
        pushHistoryState({ [DIALOG_STATE_FIELD]: markerRef.current });
      }
      marker = markerRef.current;
      window.addEventListener('popstate', onPopState);
    };
    if (backUnderWay) void backUnderWay.then(takeEntry);
    else takeEntry();
    return () => {
      cancelled = true;
      window.removeEventListener('popstate', onPopState);
      if (openRef.current || marker === null) return;
      markerRef.current = null;
      if (historyStateField(DIALOG_STATE_FIELD) === marker) takeEntryOff();
    };
  }, [open]);
}
