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
    // A frame's callback runs just before that frame is painted; a task it queues runs once it has been.
    const frame = window.requestAnimationFrame(() => {
      const timer = window.setTimeout(() => after(later), 0);
      cancel = () => window.clearTimeout(timer);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      cancel();
    };
  }, [later]);
  return painted;
}
