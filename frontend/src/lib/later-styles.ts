// antd's styles for what the first screens do not draw: the build writes them apart (dist/assets/antd-later-<hash>.css,
// scripts/prerender-landing.ts) and names the file in each page's head, so that a phone's first paint reads only the
// first screens' styles. Every screen loaded later (lazyComponent) waits for them, once, before it shows.

/** The page's <meta name=…> whose content is the later stylesheet's address. */
export const LATER_STYLES_META = 'tint-later-styles';

let loading: Promise<void> | undefined;

/**
 * Resolves once the later stylesheet has loaded (at once where the page names none: the tests, a development server).
 * It is linked right after antd's first stylesheet, before the app's own, whose rules then still win a tie. A failed
 * load resolves too (the screen shows, unstyled, rather than never), and the next call tries again.
 */
export function laterStyles(): Promise<void> {
  if (loading) return loading;
  const attempt = new Promise<void>((resolve) => {
    const href = document.querySelector<HTMLMetaElement>(`meta[name="${LATER_STYLES_META}"]`)?.content;
    if (!href) return resolve();
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      link.remove();
      // Forgotten once it has been kept (a failure may be told before this call returns), for the next to try again.
      queueMicrotask(() => {
        if (loading === attempt) loading = undefined;
      });
      resolve();
    });
    const antdFirst = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((sheet) => /\/assets\/antd-[\w-]+\.css$/.test(sheet.href)).at(-1);
    if (antdFirst) antdFirst.after(link);
    else document.head.append(link);
  });
  loading = attempt;
  return attempt;
}

/**
 * The kinds of first screen, each with antd's styles of its own in a first stylesheet its page links
 * (dist/assets/antd-<kind>-<hash>.css): the signed-in app, and the landing page with its sign-in forms.
 */
export type FirstStyles = 'app' | 'landing';

/**
 * Resolves once antd's styles for a screen are in the page: at once for a chunk of a first screen of `kind` where
 * the page links that kind's first stylesheet, else once the later one has loaded (the sign-in form drawn on the
 * signed-in page, after a session ran out, waits for it).
 */
export function stylesFor(kind?: FirstStyles): Promise<void> {
  const linked = kind !== undefined && [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((sheet) => new RegExp(`/assets/antd-${kind}-[\\w-]+\\.css$`).test(sheet.href));
  return linked ? Promise.resolve() : laterStyles();
}
