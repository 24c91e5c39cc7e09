import type { ComponentType } from 'react';
import { lazy } from 'react';

export type LazyComponent<P> = ReturnType<typeof lazy<ComponentType<P>>> & {
  /** Starts loading the component's code now (the next tap is likely to need it); safe to call again. */
  preload: () => Promise<unknown>;
};

/**
 * A component whose code arrives in a chunk of its own when first rendered (inside a Suspense boundary)
 * or preloaded. `load` imports the module; `pick` names the export.
 */
export function lazyComponent<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((module) => ({ default: pick(module) })));
  return Object.assign(lazy(start), { preload: start });
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
