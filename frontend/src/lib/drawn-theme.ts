import { createCache } from '@ant-design/cssinjs';

/**
 * The id of the <script type="application/json"> in each built page's head that holds antd's theme as the build
 * computed it (src/prerender.tsx, renderDrawnTheme): the entries of antd's style cache for the app's theme (its
 * derived tokens and their CSS variables). The page's head also carries the theme's CSS variables in the <style>
 * antd itself would add.
 */
export const DRAWN_THEME_ID = 'antd-drawn-theme';

/** The attribute of the <style>s of CSS variables the build drew in the page's head (antd adds its own without it). */
export const DRAWN_STYLE = 'data-drawn';

/** One entry of antd's style cache: its path, and what antd computed for it. */
export type DrawnThemeEntry = [path: string, value: unknown];

type StyleCache = ReturnType<typeof createCache>;

/** Puts the entries in `cache` as antd would have: antd then takes them instead of computing them again. */
export function addDrawnTheme(cache: StyleCache, entries: readonly DrawnThemeEntry[]): StyleCache {
  for (const [path, value] of entries) cache.opUpdate(path, (held) => held ?? [0, value]);
  return cache;
}

/**
 * antd's style cache for the built app, holding the theme the page carries. Deriving the theme's tokens from its seed
 * (colour palettes, sizes, every alias) and writing their CSS variables was the largest part of the app's first render
 * (about 60 ms of this machine's main thread, four times that at Lighthouse's slowed CPU), and inserting their <style>s
 * about 40 ms more; with the page's entries antd finds both done. A page without them (a development server) computes
 * as before, as does another theme (a person who asked for less motion has one without motion).
 */
export function styleCacheWithDrawnTheme(): StyleCache {
  const cache = createCache();
  const drawn = document.getElementById(DRAWN_THEME_ID)?.textContent;
  if (!drawn) return cache;
  try {
    return addDrawnTheme(cache, JSON.parse(drawn) as DrawnThemeEntry[]);
  } catch {
    return cache;
  }
}
