// A chunk for a screen's code as a whole: the module of a lazily loaded screen and every module it imports
// statically, apart from those the groups of a higher priority take (vite.config.ts: the first load's). Rolldown's own
// splitting makes a chunk of each set of modules that the same screens share, which gave the signed-in dashboard 15
// files of its own to fetch: a phone on a slow network over HTTP/1.1 gets them six at a time, a round trip apiece
// (Lighthouse's LCP, issue 14). Other screens that use some of those modules load this chunk for them.
import type { Plugin } from 'vite';

type ClosureChunk = {
  /** Finds the module graph's part before the chunks are made. */
  plugin: Plugin;
  /** For build.rolldownOptions.output.codeSplitting.groups: captures that part. */
  group: { name: string; test: (id: string) => boolean };
};

/** The chunk `name` of the module whose id matches `root` and the modules it imports statically, transitively. */
export function closureChunk(name: string, root: RegExp): ClosureChunk {
  const modules = new Set<string>();
  return {
    plugin: {
      name: `tint:closure-chunk-${name}`,
      apply: 'build',
      buildEnd() {
        modules.clear();
        const start = [...this.getModuleIds()].find((id) => root.test(id));
        if (!start) throw new Error(`no module of the build matches ${String(root)}`);
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop()!;
          if (modules.has(id)) continue;
          modules.add(id);
          const info = this.getModuleInfo(id);
          // Static imports only: a screen that a module loads with import() stays a chunk of its own.
          const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
          pending.push(...(info?.importedIds ?? []).filter((imported) => !dynamic.has(imported)));
        }
      },
    },
    // The app's own modules of it; Rolldown adds what they use of the packages (includeDependenciesRecursively), as
    // tree-shaking left it: a package's index imports all of the package, of which a screen uses a few parts.
    group: { name, test: (id) => modules.has(id) && !id.includes('/node_modules/') },
  };
}
