// Brand look shared by every screen: a deep "tinted glass" blue on a calm neutral background.
import type { ThemeConfig } from 'antd';

export const BRAND_COLOR = '#0f5fc2';

/** The name of the theme's CSS variables (see appTheme.cssVar). */
export const CSS_VAR_KEY = 'css-var-tint';

export const appTheme: ThemeConfig = {
  // One name for the theme's CSS variables wherever it is drawn: antd would otherwise name them after React's
  // useId, which differs between the page drawn at build time and the browser's, and the build's stylesheet
  // (scripts/prerender-landing.ts) would style nothing the browser draws.
  cssVar: { key: CSS_VAR_KEY },
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    borderRadius: 10,
    // The stack itself is global.css's --font-family, shared with the plain elements of the first-load pages.
    fontFamily: 'var(--font-family)',
    colorBgLayout: '#f3f6fa',
    // Darker than antd's default description grey so secondary text keeps a 4.5:1 contrast on white.
    colorTextDescription: '#5b6b7f',
    // Every text colour below keeps WCAG AA's 4.5:1 on white and on its own light background (the axe
    // check of the browser tests). antd's defaults do not: hover blue 4.2:1, error red 3.3:1, success
    // green 2.3:1, placeholders 1.8:1. Hover and pressed shades get darker, not lighter, for the same reason.
    colorPrimaryHover: '#0b4ea3',
    colorLinkHover: '#0b4ea3',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorSuccess: '#237804',
    colorWarning: '#8a5300',
    // The light backgrounds antd would derive from those darker seeds turn grey: keep its usual tints.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorTextPlaceholder: '#6b7280',
    colorTextTertiary: '#5b6b7f',
  },
  components: {
    Button: {
      controlHeightLG: 48,
      fontWeight: 600,
    },
    Card: {
      borderRadiusLG: 16,
    },
    // A tag of a preset colour writes in its 7th shade on its 1st: the 8th where the 7th is under 4.5:1.
    Tag: {
      green7: '#237804',
      orange7: '#ad4e00',
      gold7: '#874d00',
      cyan7: '#006d75',
      lime7: '#3f6600',
      volcano7: '#ad2102',
    },
  },
};

/**
 * The theme of the built app: antd makes none of the components' styles at run time (zeroRuntime), as the build has
 * drawn every one into the pages' stylesheets (scripts/prerender-landing.ts; the few it registers otherwise, such as
 * the icons' reset, it skips as the first stylesheets list them). It still writes the CSS variables of the theme's and
 * the components' tokens. Measured with `npm run perf:web -- --lighthouse`: the dashboard's Total Blocking Time about
 * halved (810 ms to 400 ms, Lighthouse's median run).
 */
export const builtTheme: ThemeConfig = { ...appTheme, zeroRuntime: true };
