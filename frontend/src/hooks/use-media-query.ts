import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Desktop layout starts at antd's `md` breakpoint. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * What a page drawn by the server takes each media query to match (none unless given: false), where there is no
 * screen to ask: the server draws a signed-in salesperson's dashboard in the layout of the device the browser says it
 * is (src/prerender.tsx), and the page starts the app at once if the screen turns out otherwise.
 */
export const DrawnMediaContext = createContext<Readonly<Record<string, boolean>>>({});

/** Reads a CSS media query synchronously, so the first paint already has the right layout. */
export function useMediaQuery(query: string): boolean {
  const drawn = useContext(DrawnMediaContext)[query] ?? false;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatchMedia() ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => drawn);
}

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_MEDIA_QUERY);
}
