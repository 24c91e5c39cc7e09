// The landing page drawn at build time (scripts/prerender.mjs): the server sends it to a visitor without a
// session, so the page shows while its code downloads instead of after (Lighthouse's mobile preset: the first
// paint waited for ~200 KB of scripts over slow 4G). main.tsx then renders the same screen over it.
import { StyleProvider, createCache, extractStyle } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { SignedInLoading } from './components/signed-in-loading';
import { SignedOutExperience } from './features/auth/components/signed-out-experience';
import { urlFromQueryKey } from './lib/api-client';
import { signedInFirstReadKeys } from './app/first-reads';
import { createQueryClient } from './lib/query-client';

export { PRERENDERED_LANDING, PRERENDERED_SIGNED_IN } from './lib/prerendered';

/** A screen drawn at build time with the app's providers, and antd's styles for what it drew. */
function drawn(screen: ReactNode): { html: string; styles: string } {
  const cache = createCache();
  const html = renderToString(
    <StyleProvider cache={cache}>
      <AppProvider queryClient={createQueryClient()}>{screen}</AppProvider>
    </StyleProvider>,
  );
  return { html, styles: extractStyle(cache) };
}

export function renderLanding(): { html: string; styles: string } {
  return drawn(
    <MemoryRouter>
      <SignedOutExperience initialView="landing" />
    </MemoryRouter>,
  );
}

/** The signed-in app's frame while it loads, drawn for dist/app.html. */
export function renderSignedInLoading(): { html: string; styles: string } {
  return drawn(<SignedInLoading />);
}

/** The addresses of the signed-in dashboard's first reads (src/lib/first-reads.ts): dist/app.html asks for them in its head. */
export function signedInFirstReads(): string[] {
  return signedInFirstReadKeys().map(urlFromQueryKey);
}
