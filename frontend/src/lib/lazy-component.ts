import type { ComponentType } from 'react';
import { lazy, startTransition, useEffect, useState } from 'react';
import { type FirstStyles, stylesFor } from './later-styles';

export type LazyComponent<P> = ReturnType<typeof lazy<ComponentType<P>>> & {
  /** Starts loading the component's code now (the next tap is likely to need it); safe to call again. */
  preload: () => Promise<unknown>;
  /** The component itself once its code has arrived: rendered directly, it never suspends. */
  loaded: () => ComponentType<P> | undefined;
};

/**
 * A component whose code arrives in a chunk of its own when first rendered (inside a Suspense boundary)
 * or preloaded. `load` imports the module; `pick` names the export. It also waits for antd's styles for it
 * (lib/later-styles.ts): the later stylesheet, unless it is a chunk of a `firstScreen` (the signed-in app; the sign-in
 * and sign-up forms) on a page that links that first screen's stylesheet (scripts/prerender-landing.ts names those
 * chunks, and puts the antd components their code can draw in it).
 */
export function lazyComponent<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>, options: { firstScreen?: FirstStyles } = {}): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let component: ComponentType<P> | undefined;
  const start = () =>
    (loading ??= Promise.all([load(), stylesFor(options.firstScreen)]).then(([module]) => {
      component = pick(module);
      return { default: component };
    }));
  return Object.assign(lazy(start), { preload: start, loaded: () => component });
}

/**
 * Loads `component`'s code and tells when it has arrived. A screen that waits for it this way keeps showing what it
 * showed (rather than a Suspense fallback that then gives way to the component: React holds such a reveal back for
 * up to 300 ms so that reveals come in batches, time a phone spends showing a spinner over a loaded page).
 */
export function useLazyComponentLoaded<P>(component: LazyComponent<P>, wanted = true): boolean {
  const [loaded, setLoaded] = useState(() => component.loaded() !== undefined);
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    // A transition: React builds the newly loaded screen in slices, giving the browser its turn between them (one
    // long task instead would block taps: Lighthouse's Total Blocking Time on a phone).
    const show = () => current && startTransition(() => setLoaded(true));
    // Failed to load: the lazy component, rendered, throws to the nearest error boundary as it did before.
    component.preload().then(show, show);
    return () => {
      current = false;
    };
  }, [component, wanted, loaded]);
  return loaded;
}

/**
 * Starts loading each component's code in an idle moment of its own, one after another: asking for them all at once
 * was one long task (each import prepares its files' requests), which held up a tap arriving meanwhile. Returns a cancel.
 */
export function preloadWhenIdle(components: readonly Pick<LazyComponent<never>, 'preload'>[]): () => void {
  let cancel = () => undefined as void;
  const preloadFrom = (index: number) => {
    const component = components[index];
    if (!component) return;
    cancel = whenIdle(() => {
      void component.preload();
      preloadFrom(index + 1);
    });
  };
  preloadFrom(0);
  return () => cancel();
}

/** Runs `task` once the browser is idle (or shortly, where it has no idle callback); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
