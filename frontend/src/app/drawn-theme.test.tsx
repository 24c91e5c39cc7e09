import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { theme } from 'antd';
import type { ThemeConfig } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { renderDrawnTheme } from '@/prerender';
import { createQueryClient } from '@/lib/query-client';
import { DRAWN_THEME_ID, type DrawnThemeEntry, styleCacheWithDrawnTheme } from '@/lib/drawn-theme';
import { builtTheme } from '@/lib/theme';

/** The derived tokens antd hands to the components under `config`, with the page's drawn theme in the document. */
function tokenSeenWith(config: ThemeConfig) {
  let seen: unknown;
  function Probe() {
    seen = theme.useToken().token;
    return null;
  }
  render(
    <StyleProvider cache={styleCacheWithDrawnTheme()}>
      <AppProvider queryClient={createQueryClient()} theme={config}>
        <Probe />
      </AppProvider>
    </StyleProvider>,
  );
  return seen;
}

/**
 * Puts the build's drawn theme in the document as the built pages carry it (JSON in a script), its tokens marked so
 * that the tokens antd hands out tell whether they are the page's.
 */
function drawTheme(): void {
  const entries = renderDrawnTheme(['Button']).entries.map(([path, value]): DrawnThemeEntry => {
    if (!path.startsWith('token%')) return [path, value];
    const [tokens, hashClass, realTokens, ...rest] = value as unknown[];
    return [path, [tokens, hashClass, { ...(realTokens as object), [FROM_THE_PAGE]: true }, ...rest]];
  });
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DRAWN_THEME_ID;
  script.textContent = JSON.stringify(entries);
  document.head.append(script);
}

const FROM_THE_PAGE = 'fromThePage';

afterEach(() => document.getElementById(DRAWN_THEME_ID)?.remove());

describe("the build's drawn antd theme", () => {
  it("is the theme antd gives the built app's components: the browser's antd computes none of it again", () => {
    drawTheme();
    // The page's: antd found the theme computed under the path it looks it up by.
    expect(tokenSeenWith(builtTheme)).toMatchObject({ [FROM_THE_PAGE]: true, colorPrimary: builtTheme.token?.colorPrimary });
  });

  it('leaves another theme to antd, which computes it (a person who asked for less motion has one without motion)', () => {
    drawTheme();
    const token = tokenSeenWith({ ...builtTheme, token: { ...builtTheme.token, motion: false } });
    expect(token).toMatchObject({ motion: false, colorPrimary: builtTheme.token?.colorPrimary });
    expect(token).not.toHaveProperty(FROM_THE_PAGE);
  });

  it('is left out where the page carries none or an unreadable one (a development server): antd computes the theme', () => {
    expect(tokenSeenWith(builtTheme)).toMatchObject({ colorPrimary: builtTheme.token?.colorPrimary });
    expect(tokenSeenWith(builtTheme)).not.toHaveProperty(FROM_THE_PAGE);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = DRAWN_THEME_ID;
    script.textContent = '{not json';
    document.head.append(script);
    expect(tokenSeenWith(builtTheme)).toMatchObject({ colorPrimary: builtTheme.token?.colorPrimary });
    expect(tokenSeenWith(builtTheme)).not.toHaveProperty(FROM_THE_PAGE);
  });
});
