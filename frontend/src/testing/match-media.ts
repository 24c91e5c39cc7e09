// The test DOM (happy-dom) has no layout engine, so its window.matchMedia knows no viewport; antd and the app both query it. This is a
// stand-in for the browser, not for antd: tests choose which media queries match.

type QueryMatcher = (query: string) => boolean;

export function installMatchMedia(matches: QueryMatcher = () => false): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

/** Viewport at least `md` wide: every min-width query matches. */
export function setDesktopViewport(): void {
  installMatchMedia((query) => query.includes('min-width'));
}
