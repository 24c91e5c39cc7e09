import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';
import { closureChunk } from './scripts/closure-chunk.ts';
import { SIGNED_IN_APP, prerenderLanding } from './scripts/prerender-landing.ts';

// The shared workspace is consumed from source so the frontend never waits for a libs build.
const libsSourceDir = fileURLToPath(new URL('../libs/src', import.meta.url));
const srcDir = fileURLToPath(new URL('./src', import.meta.url));
/** The signed-in app's code beyond the first load's, in one chunk: what the dashboard waits for. */
const signedInApp = closureChunk('salesperson-app', SIGNED_IN_APP);

export default defineConfig({
  plugins: [
    react(),
    // Every text file, however small, also as .br and .gz, made once at build time at the highest levels:
    // the server (backend/src/platform/http/web-app.ts) sends the form the browser accepts.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 0,
      // Even where the compressed form is no smaller (a re-export chunk of 76 bytes): every script then arrives
      // the same way, and what the browser asks for is always there.
      skipIfLargerOrEqual: false,
      algorithms: [defineAlgorithm('brotliCompress'), defineAlgorithm('gzip', { level: 9 })],
    }),
    // The web app manifest and the service worker (installable, the shell offline): pwa.config.ts.
    VitePWA(pwaOptions),
    // dist/landing.html: the landing page already drawn, for visitors without a session; dist/app.html: the page
    // that asks for the dashboard's code and data at once, for a browser with one (scripts/prerender-landing.ts).
    prerenderLanding(),
    signedInApp.plugin,
  ],
  resolve: {
    alias: [
      { find: /^@tint\/libs\//, replacement: `${libsSourceDir}/` },
      { find: /^@\//, replacement: `${srcDir}/` },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No <link rel="modulepreload"> for a lazy chunk's imports when it is asked for: Vite's helper added them all in
    // one task, some 20 ms each on a slow phone's main thread (250 ms for the sign-in form's 17 files, 1 s for the
    // dashboard's), which blocked taps. The browser fetches a chunk's imports itself as it reads the chunk, each in
    // a task of its own; the drawn pages ask for their first chunks one per task (scripts/prerender-landing.ts), and
    // the next sections' code is loaded while the browser is idle (lib/lazy-component.ts).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React changes rarely: its own chunk stays cached across app deploys. The rest of the first load (all that
        // the entry imports statically: Rolldown puts it in the entry's chunk) in one, and the signed-in app's own
        // code (the dashboard) in one: a first screen in three or four files, not 19 and 34 (each a request, six at a
        // time on HTTP/1.1). antd is not grouped as a whole: each chunk takes the antd components it uses, so a first
        // screen does not load all of antd.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 2, test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack)[\\/]/ },
            { name: 'first', priority: 1, tags: ['$initial'] },
            signedInApp.group,
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: false,
      },
    },
  },
});
