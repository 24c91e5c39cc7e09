// The landing page drawn at build time: dist/landing.html is the app page with src/prerender.tsx's landing
// page already in it (and antd's styles for it), in brotli and gzip forms too. The server sends it for `/` to
// a browser without a session. Beside it dist/app.html, the app page with the signed-in app's frame drawn (its
// header, and a spinner while the dashboard loads) that asks in its head for the signed-in app's code and the
// dashboard's first reads: the server sends it for `/` to a browser with a session. Both are written
// by vite.config.ts's `prerenderLanding` plugin after each client build.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Alias, Plugin, ResolvedConfig, Rollup } from 'vite';
import { build } from 'vite';

/** The module of the signed-in app's chunk (src/app/routes/main-experience.tsx loads it once somebody is signed in). */
const SIGNED_IN_APP = /[\\/]app[\\/]salesperson-app[\\/]components[\\/]salesperson-app\.tsx$/;

/**
 * A Vite plugin: after `vite build` has written `dist`, writes dist/landing.html, and dist/app.html (the app page
 * for a browser with a session, which asks for the signed-in app's code and first reads in its head).
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  let signedInChunks: string[] = [];
  let signedInCss: string[] = [];
  return {
    name: 'tint:prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      signedInChunks = staticClosureOf(bundle, SIGNED_IN_APP);
      signedInCss = [...new Set(signedInChunks.flatMap((file) => [...((bundle[file] as Rollup.OutputChunk).viteMetadata?.importedCss ?? [])]))];
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await writePages({ root: config.root, dist: path.resolve(config.root, config.build.outDir), alias: config.resolve.alias, signedInChunks, signedInCss });
    },
  };
}

/** The file of the chunk whose module matches `module`, and of every chunk it imports statically, transitively. */
function staticClosureOf(bundle: Rollup.OutputBundle, module: RegExp): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const start = chunks.find((chunk) => chunk.facadeModuleId !== null && module.test(chunk.facadeModuleId));
  if (!start) throw new Error(`no chunk of the build comes from a module matching ${String(module)}`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of (bundle[file] as Rollup.OutputChunk).imports) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
}

type PagesInput = { root: string; dist: string; alias: Alias[]; signedInChunks: string[]; signedInCss: string[] };

async function writePages({ root, dist, alias, signedInChunks, signedInCss }: PagesInput): Promise<void> {
  const out = mkdtempSync(path.join(tmpdir(), 'tint-prerender-'));
  try {
    // Only what rendering needs: React's JSX and the app's import aliases (no compression, no service worker).
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias },
      // Bundled whole: antd's ESM files import helpers that Node does not resolve on its own.
      ssr: { noExternal: true },
      build: { ssr: path.join(root, 'src', 'prerender.tsx'), outDir: out, emptyOutDir: true, copyPublicDir: false, minify: false },
    });
    const { renderLanding, renderSignedInLoading, signedInFirstReads, PRERENDERED_LANDING, PRERENDERED_SIGNED_IN } = (await import(
      pathToFileURL(path.join(out, 'prerender.js')).href
    )) as typeof import('../src/prerender');
    const { html, styles } = renderLanding();
    const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
    if (!page.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty <div id="root"></div>');
    // Both drawn pages load the app's scripts once they have painted (a boot script): on a slow link the scripts would
    // otherwise share the bandwidth with the page's stylesheet, the one file the first paint needs.
    const scripts = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
    const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
    const entry = scripts.exec(page)?.[1];
    if (!entry) throw new Error('dist/index.html has no module script');
    const entryPreloads = [...page.matchAll(preloads)].map((match) => match[1] ?? '');
    // The service worker's registration (vite-plugin-pwa's registerSW.js, a file of its own) is part of the boot script.
    const registerWorker = /<script id="vite-plugin-pwa:register-sw" src="\/registerSW\.js" defer><\/script>/;
    if (!registerWorker.test(page)) throw new Error('dist/index.html has no registerSW.js script');
    const registerWorkerCode = readFileSync(path.join(dist, 'registerSW.js'), 'utf8').trim();
    const inlineScripts: string[] = [];
    const drawn = (html: string, styles: string, mark: string, modules: string[], head = ''): string => {
      const boot = bootScript(entry, modules, registerWorkerCode);
      inlineScripts.push(`'sha256-${createHash('sha256').update(boot).digest('base64')}'`);
      // antd's styles go before the app's stylesheet, where antd's runtime puts the ones it adds later: the app's own
      // rules (a dialog's 44 px close button on phones) win a tie of specificity by coming after them.
      const stylesheet = page.indexOf('<link rel="stylesheet"');
      if (stylesheet === -1) throw new Error('dist/index.html links no stylesheet');
      return `${page.slice(0, stylesheet)}${styles}\n    ${page.slice(stylesheet)}`
        .replace(scripts, '')
        .replace(preloads, '')
        .replace(registerWorker, '')
        // In the page itself: as a file it was one more request, one more round trip on a phone's link, before the
        // app's code could even be asked for. The server's Content-Security-Policy allows it by its hash.
        .replace('</head>', `${head}<script>${boot}</script>\n</head>`)
        .replace('<div id="root"></div>', `<div id="root" data-prerendered="${mark}">${html}</div>`);
    };
    const frame = renderSignedInLoading();
    const signedInModules = [...entryPreloads, ...signedInChunks.map((file) => `/${file}`).filter((file) => !entryPreloads.includes(file))];
    writeCompressed(
      path.join(dist, 'app.html'),
      drawn(frame.html, frame.styles, PRERENDERED_SIGNED_IN, signedInModules, signedInStyles(signedInCss.filter((file) => !page.includes(`/${file}`))) + signedInReads(signedInFirstReads())),
    );
    const landing = drawn(html, styles, PRERENDERED_LANDING, entryPreloads);
    writeCompressed(path.join(dist, 'landing.html'), landing);
    writeFileSync(path.join(dist, INLINE_SCRIPTS_FILE), `${JSON.stringify(inlineScripts, null, 2)}\n`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/**
 * What the signed-in page asks for in its head, beside its drawn frame: the dashboard's first reads, so they travel
 * while the app's code loads instead of after it (the entry, then who is signed in, then the app's code, then its
 * data: four round trips on a phone's link before the dashboard). The reads are the app's own requests (same
 * address, credentials included), so its fetches take the answers. The code itself follows the first paint.
 */
function signedInReads(reads: string[]): string {
  return reads.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">\n`).join('');
}

/**
 * The signed-in app's own stylesheets, linked in the page's head. Its code would otherwise add them only once it is
 * asked for, and wait for them before it shows: a round trip after the code, on a phone's link, before the dashboard.
 */
function signedInStyles(files: string[]): string {
  return files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
}

/** The CSP sources of the drawn pages' inline scripts ('sha256-…'), which the server adds to its script-src. */
const INLINE_SCRIPTS_FILE = 'inline-scripts.json';

/**
 * Loads the app (its entry, and the chunks the entry imports, preloaded) once the page has painted, or after 1 s;
 * registers the service worker once the page has loaded.
 */
function bootScript(entry: string, preloads: string[], registerWorker: string): string {
  return `
${registerWorker}
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of ${JSON.stringify(preloads)}) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = ${JSON.stringify(entry)};
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
`;
}

function writeCompressed(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}
