// Back from an open dialog closes it (issue 14): on a phone the back gesture is how a person dismisses what
// covers the screen, and it must not leave the app with the dialog still open. While the dialog is open an
// entry is pushed for it (lib/history-entries.ts); Back pops that entry and the dialog closes. Closed any other
// way (a button, Escape, the mask), the dialog takes its entry off again, so the next Back is not a dead one.
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { DIALOG_STATE_FIELD, historyStateField, pushHistoryState } from '@/lib/history-entries';

let dialogsOpened = 0;

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
    // StrictMode runs this twice in development: the entry pushed the first time is kept.
    if (markerRef.current === null || historyStateField(DIALOG_STATE_FIELD) !== markerRef.current) {
      dialogsOpened += 1;
      markerRef.current = `dialog-${String(dialogsOpened)}`;
      pushHistoryState({ [DIALOG_STATE_FIELD]: markerRef.current });
    }
    const marker = markerRef.current;
    const onPopState = () => {
      // Still on this dialog's entry: Back closed another dialog opened over this one.
      if (historyStateField(DIALOG_STATE_FIELD) === marker) return;
      markerRef.current = null;
      close();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (openRef.current) return;
      markerRef.current = null;
      if (historyStateField(DIALOG_STATE_FIELD) === marker) window.history.back();
    };
  }, [open]);
}
