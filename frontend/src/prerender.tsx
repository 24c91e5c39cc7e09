// The landing page drawn at build time (scripts/prerender.mjs): the server sends it to a visitor without a
// session, so the page shows while its code downloads instead of after (Lighthouse's mobile preset: the first
// paint waited for ~200 KB of scripts over slow 4G). main.tsx then renders the same screen over it.
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AntdCatalogue } from './antd-catalogue';
import { AppProvider } from './app/provider';
import { SignedInLoading } from './components/signed-in-loading';
import { SignedOutExperience } from './features/auth/components/signed-out-experience';
import { urlFromQueryKey } from './lib/api-client';
import { signedInFirstReadKeys } from './app/first-reads';
import { createQueryClient } from './lib/query-client';
import { CSS_VAR_KEY } from './lib/theme';

export { BOOT_MARK, PRERENDERED_LANDING, PRERENDERED_SIGNED_IN, TAP_TO_REPLAY, TAPPABLE } from './lib/prerendered';

/** A screen drawn at build time with the app's providers (its antd styles are in the build's stylesheet: renderAntdStylesheet). */
function drawn(screen: ReactNode): string {
  return renderToString(
    <StyleProvider cache={createCache()}>
      <AppProvider queryClient={createQueryClient()}>{screen}</AppProvider>
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
 * The stylesheet of every antd component the app uses (src/antd-catalogue.tsx) and of the drawn pages, with
 * antd's list of what it holds (so that the browser's antd makes none of it again): dist/assets/antd-<hash>.css.
 */
export function renderAntdStylesheet(): string {
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <AppProvider queryClient={createQueryClient()}>
        <MemoryRouter>
          <AntdCatalogue />
          <SignedOutExperience initialView="landing" />
          <SignedInLoading />
        </MemoryRouter>
      </AppProvider>
    </StyleProvider>,
  );
  // The popups' panels draw inside a theme of their own, whose CSS variables get names the app never uses: left out.
  for (const key of [...cache.cache.keys()]) {
    const value = cache.cache.get(key)?.[1] as unknown[] | undefined;
    const themeKey = key.startsWith('token%') ? value?.[4] : key.startsWith('cssVar%') ? value?.[3] : CSS_VAR_KEY;
    if (themeKey !== CSS_VAR_KEY) cache.cache.delete(key);
  }
  return extractStyle(cache, true);
}

/** The addresses of the signed-in dashboard's first reads (src/lib/first-reads.ts): dist/app.html asks for them in its head. */
export function signedInFirstReads(): string[] {
  return signedInFirstReadKeys().map(urlFromQueryKey);
}
