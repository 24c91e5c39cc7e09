import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/lazy-component';

/**
 * Whether the browser has painted once since this component mounted (and, with `later`, that many idle moments more
 * have passed). Work no first paint needs (the bell's reads, the background badge and challenge checks, the live
 * stream, the other sections' code) waits for it: a phone spends its first moments drawing what the person came to
 * see, and those requests no longer travel ahead of it. Each piece of that work given a `later` of its own starts in
 * a task of its own: started together, they were one long task of a slow phone's main thread (Lighthouse's Total
 * Blocking Time).
 */
export function useAfterFirstPaint(later = 0): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let cancel = () => undefined as void;
    const after = (left: number) => {
      if (left === 0) setPainted(true);
      else cancel = whenIdle(() => after(left - 1));
    };
    cancel = afterNextPaint(() => after(later));
    return () => cancel();
  }, [later]);
  return painted;
}

/** The callbacks waiting for the next frame to be painted, and that frame's request; none while nothing waits. */
let waiting: { callbacks: Set<() => void>; frame: number } | undefined;

/**
 * Runs `callback` in a task of its own once the next frame has been painted; returns a cancel. Everyone asking before
 * that frame shares one frame request and one task: the first screen's components asked for one each, in the long
 * task that first shows the dashboard.
 */
function afterNextPaint(callback: () => void): () => void {
  if (!waiting) {
    const callbacks = new Set<() => void>();
    // A frame's callback runs just before that frame is painted; a task it queues runs once it has been.
    const frame = window.requestAnimationFrame(() => {
      waiting = undefined;
      window.setTimeout(() => {
        for (const waiter of callbacks) waiter();
      }, 0);
    });
    waiting = { callbacks, frame };
  }
  const { callbacks } = waiting;
  callbacks.add(callback);
  return () => {
    callbacks.delete(callback);
    if (waiting?.callbacks === callbacks && callbacks.size === 0) {
      window.cancelAnimationFrame(waiting.frame);
      waiting = undefined;
    }
  };
}
