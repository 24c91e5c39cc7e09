// The landing page drawn at build time (scripts/prerender.mjs): the server sends it to a visitor without a
// session, so the page shows while its code downloads instead of after (Lighthouse's mobile preset: the first
// paint waited for ~200 KB of scripts over slow 4G). main.tsx then renders the same screen over it.
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import hashOfStyle from '@emotion/hash';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ANTD_CATALOGUE, AntdCatalogue } from './antd-catalogue';
import { AppProvider } from './app/provider';
import { SignedInLoading } from './components/signed-in-loading';
import { SignedOutExperience } from './features/auth/components/signed-out-experience';
import { urlFromQueryKey } from './lib/api-client';
import { SalespersonApp } from './app/salesperson-app/components/salesperson-app';
import type { CurrentUser } from './features/auth/api';
import { currentUserQueryOptions } from './features/auth/api';
import { DESKTOP_MEDIA_QUERY, DrawnMediaContext } from './hooks/use-media-query';
import type { FirstStyles } from './lib/later-styles';
import { signedInFirstReadKeys } from './app/first-reads';
import { createQueryClient } from './lib/query-client';
import { CSS_VAR_KEY } from './lib/theme';
import { DRAWN_STYLE, type DrawnThemeEntry } from './lib/drawn-theme';
import { DRAWN_READS_ID, PRERENDERED_DASHBOARD } from './lib/prerendered';

export { BOOT_MARK, DRAWN_READS_ID, PRERENDERED_DASHBOARD, PRERENDERED_LANDING, PRERENDERED_SIGNED_IN, TAP_TO_REPLAY, TAPPABLE } from './lib/prerendered';
export { DESKTOP_MEDIA_QUERY } from './hooks/use-media-query';
export { SECTION_DRAFT_KEY } from './lib/session-drafts';
export { DIALOG_STATE_FIELD, SECTION_STATE_FIELD } from './lib/history-entries';
export { LATER_STYLES_META } from './lib/later-styles';
export { DRAWN_THEME_ID } from './lib/drawn-theme';

/** A screen drawn with the app's providers (its antd styles are in the build's stylesheets: renderAntdStylesheets). */
function drawn(screen: ReactNode, queryClient = createQueryClient(), styles = createCache()): string {
  return renderToString(
    <StyleProvider cache={styles}>
      <AppProvider queryClient={queryClient}>{screen}</AppProvider>
    </StyleProvider>,
  );
}

export function renderLanding(): string {
  return drawn(
    <MemoryRouter>
      <SignedOutExperience initialView="landing" />
    </MemoryRouter>,
  );
}

/** The signed-in app's frame while it loads, drawn for dist/app.html. */
export function renderSignedInLoading(): string {
  return drawn(<SignedInLoading />);
}

/**
 * The styles antd makes as the server draws dashboards, kept from one to the next: the page takes them from the
 * build's stylesheets, so they are only made once (made for each page, they took some 37 of its 45 ms, p50).
 */
const dashboardStyles = createCache();

/**
 * A signed-in salesperson's dashboard with their data, in the layout of the device the browser says it is, and who
 * they are: `reads` holds the answer to each of the first reads (signedInFirstReads), by address, as the API gave it
 * to this salesperson. Null when a read is missing or nobody is signed in.
 */
function drawDashboard(reads: Readonly<Record<string, unknown>>, desktop: boolean): { html: string; user: CurrentUser } | null {
  const queryClient = createQueryClient();
  for (const key of signedInFirstReadKeys()) {
    const url = urlFromQueryKey(key);
    if (!Object.hasOwn(reads, url) || reads[url] === undefined) return null;
    queryClient.setQueryData(key, reads[url]);
  }
  const user = queryClient.getQueryData<CurrentUser | null>(currentUserQueryOptions().queryKey);
  if (!user) return null;
  const html = drawn(
    <DrawnMediaContext value={{ [DESKTOP_MEDIA_QUERY]: desktop }}>
      <MemoryRouter>
        <SalespersonApp user={user} />
      </MemoryRouter>
    </DrawnMediaContext>,
    queryClient,
    dashboardStyles,
  );
  return { html, user };
}

/** JSON for a `<script type="application/json">`: its `<` escaped, so that no text in it can end the script. */
export const jsonInScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** The empty app root of the page the build made for the server to draw the dashboard in (scripts/prerender-landing.ts). */
const DASHBOARD_ROOT = `<div id="root" data-prerendered="${PRERENDERED_DASHBOARD}"></div>`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The whole page of a signed-in salesperson's dashboard: `page` (the build's dist-server/dashboard.html) with the
 * dashboard drawn in its root, marked with the layout drawn and the salesperson's id (its boot script reads both), and
 * the reads it was drawn from before it, as JSON for the app to start from (main.tsx). Null when it cannot be drawn
 * (a read missing, nobody signed in): the server then sends the app's frame (dist/app.html) instead.
 */
export function renderSignedInDashboardPage(page: string, reads: Readonly<Record<string, unknown>>, desktop: boolean): string | null {
  if (!page.includes(DASHBOARD_ROOT)) throw new Error(`the dashboard's page has no ${DASHBOARD_ROOT}`);
  const drawnDashboard = drawDashboard(reads, desktop);
  if (drawnDashboard === null) return null;
  const { html, user } = drawnDashboard;
  const json = jsonInScript(reads);
  const root = `<div id="root" data-prerendered="${PRERENDERED_DASHBOARD}" data-layout="${desktop ? 'desktop' : 'phone'}" data-user="${escapeAttribute(String(user.id))}">`;
  return page.replace(DASHBOARD_ROOT, () => `<script type="application/json" id="${DRAWN_READS_ID}">${json}</script>\n    ${root}${html}</div>`);
}

/** antd's record of every style a stylesheet holds (its last rule), cut from the stylesheet's text. */
const CACHE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/;

type StyleCache = ReturnType<typeof createCache>;

/** Draws `screen` with the app's providers into a style cache of its own: every style it makes. */
function stylesOf(screen: ReactNode): StyleCache {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter>{screen}</MemoryRouter>
      </AppProvider>
    </StyleProvider>,
  );
  // The popups' panels draw inside a theme of their own, whose CSS variables get names the app never uses: left out.
  for (const key of [...cache.cache.keys()]) {
    const value = cache.cache.get(key)?.[1] as unknown[] | undefined;
    const themeKey = key.startsWith('token%') ? value?.[4] : key.startsWith('cssVar%') ? value?.[3] : CSS_VAR_KEY;
    if (themeKey !== CSS_VAR_KEY) cache.cache.delete(key);
  }
  return cache;
}

/** antd's style cache entries of the theme (its derived tokens) and of each component's tokens, with their CSS variables. */
const THEME_ENTRY = /^(token|cssVar)%/;

/** antd's own <style> holding its record of what the stylesheets hold (extractStyle adds it to every extraction). */
const CACHE_MAP_STYLE = /<style[^>]*data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>/;

/**
 * antd's theme as the browser's antd computes it on the signed-in app's first screen (`components`: the antd exports
 * its code imports), for each built page's head (src/lib/drawn-theme.ts): the cache entries it computed, and the
 * `<style>`s of their CSS variables as antd adds them, so that it finds each already there and adds none.
 */
export function renderDrawnTheme(components: readonly string[]): { styles: string; entries: DrawnThemeEntry[] } {
  const all = stylesOf(
    <>
      <AntdCatalogue names={components} />
      {FIRST_SCREENS.app}
    </>,
  );
  const theme = createCache();
  for (const [key, value] of all.cache) {
    if (!THEME_ENTRY.test(key)) continue;
    theme.cache.set(key, value);
    theme.updateTimes.set(key, all.updateTimes.get(key) ?? 0);
  }
  const tokens = [...theme.cache.keys()].filter((key) => key.startsWith('token%'));
  if (tokens.length !== 1) throw new Error(`the app's providers computed ${String(tokens.length)} antd themes, not 1`);
  // antd looks its theme's <style> up by a hash of its name (useCacheToken), but extracts it under another: renamed.
  const tokenStyleId = hashOfStyle(`css-var-${CSS_VAR_KEY}`);
  const extracted = (types: 'token' | 'cssVar') => extractStyle(theme, { types }).replace(CACHE_MAP_STYLE, '');
  const tokenStyle = extracted('token').replace(/( data-css-hash=")[^"]*(")/, `$1${tokenStyleId}$2`);
  if (!tokenStyle.includes(`data-css-hash="${tokenStyleId}"`)) throw new Error("antd's theme gave no <style> of CSS variables");
  const styles = tokenStyle + extracted('cssVar');
  return { styles: styles.replace(/<style /g, `<style ${DRAWN_STYLE} `), entries: [...theme.cache].map(([key, [, value]]) => [key, value]) };
}

/** The drawn page of each kind of first screen. */
const FIRST_SCREENS: Record<FirstStyles, ReactNode> = {
  app: <SignedInLoading />,
  landing: <SignedOutExperience initialView="landing" />,
};

/**
 * antd's styles for every component the app uses (src/antd-catalogue.tsx) and the drawn pages, in stylesheets: one per
 * kind of first screen (`firsts`: the antd exports its code imports; the signed-in app with its dashboard, and the
 * landing page with its sign-in forms), which its page links, and `later`, the rest, which every screen loaded later
 * waits for (src/lib/later-styles.ts). Each first sheet ends with antd's list of what they all hold, so the browser's
 * antd makes none of it again. One sheet of them all was 740 KB of CSS for a phone to read before its first paint, and
 * each style recalculation after it went through all of its rules. The theme's CSS variables drawn in the pages' heads
 * (`inHead`: renderDrawnTheme's entries) are left out.
 */
export function renderAntdStylesheets(firsts: Record<FirstStyles, readonly string[]>, inHead: readonly DrawnThemeEntry[]): Record<FirstStyles | 'later', string> {
  const all = stylesOf(
    <>
      <AntdCatalogue />
      {Object.values(FIRST_SCREENS)}
    </>,
  );
  const map = CACHE_MAP_RULE.exec(extractStyle(all, true))?.[0];
  const drawnInHead = new Set(inHead.map(([key]) => key));
  if (!map) throw new Error("antd's stylesheet has no record of its styles (.data-ant-cssinjs-cache-path)");
  /** The entries of `all` that `holds` picks, as a stylesheet (without the record). */
  const sheet = (holds: (key: string) => boolean) => {
    const part = createCache();
    for (const [key, value] of all.cache) {
      // The drawn theme's CSS variables are in each page's head (renderDrawnTheme), not in a stylesheet.
      if (!holds(key) || drawnInHead.has(key)) continue;
      part.cache.set(key, value);
      part.updateTimes.set(key, all.updateTimes.get(key) ?? 0);
    }
    return extractStyle(part, true).replace(CACHE_MAP_RULE, '');
  };
  const kinds = Object.keys(firsts) as FirstStyles[];
  const held = Object.fromEntries(
    kinds.map((kind) => [
      kind,
      new Set(
        stylesOf(
          <>
            <AntdCatalogue names={firsts[kind]} />
            {FIRST_SCREENS[kind]}
          </>,
        ).cache.keys(),
      ),
    ]),
  ) as Record<FirstStyles, Set<string>>;
  const sheets = { later: sheet((key) => kinds.some((kind) => !held[kind].has(key))) } as Record<FirstStyles | 'later', string>;
  for (const kind of kinds) sheets[kind] = sheet((key) => held[kind].has(key)) + map;
  return sheets;
}

/** The antd exports the catalogue draws (the build checks that the app imports no other). */
export const ANTD_CATALOGUE_NAMES = Object.keys(ANTD_CATALOGUE);

/** The addresses of the signed-in dashboard's first reads (src/lib/first-reads.ts): dist/app.html asks for them in its head. */
export function signedInFirstReads(): string[] {
  return signedInFirstReadKeys().map(urlFromQueryKey);
}
