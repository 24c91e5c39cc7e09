import { StyleProvider } from '@ant-design/cssinjs';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { currentUserQueryOptions } from './features/auth/api';
import { clientConfigQueryOptions } from './lib/client-config';
import { prefetchSignedInFirstReads, seedSignedInFirstReads } from './app/first-reads';
import { preloadSalespersonApp } from './app/routes/main-experience';
import { styleCacheWithDrawnTheme } from './lib/drawn-theme';
import { drawnReads, isPrerenderedDashboard, isPrerenderedLanding, isPrerenderedSignedIn, markAppTookOver } from './lib/prerendered';
import { queryClient } from './lib/query-client';
import { builtTheme } from './lib/theme';
import './app/global.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

// Read while the first screen loads: the calendar rules need the business time zone it carries. The server sent the
// signed-in page (the browser has a session): the dashboard's first reads too, which that page already asked for in
// its head, so that the dashboard renders once, with its data, instead of skeletons first.
// The server drew the dashboard itself, with its data, which the page carries: the app starts from the same data, and
// draws nothing before the signed-in app's code is here (its frame with a spinner would replace the dashboard a moment).
const drawnDashboard = isPrerenderedDashboard(rootElement);
if (drawnDashboard) seedSignedInFirstReads(queryClient, drawnReads());
else if (isPrerenderedSignedIn(rootElement)) prefetchSignedInFirstReads(queryClient);
else void queryClient.prefetchQuery(clientConfigQueryOptions());
// The server drew the landing page because the browser sent no session: nobody is signed in, so the app renders
// that same page straight away (over the drawn one) instead of a spinner while it asks.
if (isPrerenderedLanding(rootElement)) queryClient.setQueryData(currentUserQueryOptions().queryKey, null);

// Rendered as a transition: React works in slices and gives the browser its turn between them, instead of one
// long task that blocks taps while the first screen is built (Lighthouse's Total Blocking Time on a phone).
// The built app takes antd's styles from the build's stylesheets and makes none (builtTheme); the development server
// has no such stylesheets, so antd makes them there.
// It also takes antd's theme as the build computed it, which the page carries (lib/drawn-theme.ts).
const app = (
  <AppProvider theme={import.meta.env.PROD ? builtTheme : undefined}>
    <AppRouter />
    <AppTookOver />
  </AppProvider>
);
const render = () =>
  startTransition(() => {
    createRoot(rootElement).render(<StrictMode>{import.meta.env.PROD ? <StyleProvider cache={styleCacheWithDrawnTheme()}>{app}</StyleProvider> : app}</StrictMode>);
  });
if (drawnDashboard) void preloadSalespersonApp().finally(render);
else render();

function AppTookOver() {
  useEffect(() => markAppTookOver(rootElement!), []);
  return null;
}
