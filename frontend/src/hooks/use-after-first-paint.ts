import { useEffect, useState } from 'react';

/**
 * Whether the browser has painted once since this component mounted. Work no first paint needs (the bell's reads,
 * the background badge check, the other sections' code) waits for it: a phone spends its first moments drawing what
 * the person came to see, and those requests no longer travel ahead of it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    // A frame's callback runs just before that frame is painted; a task it queues runs once it has been.
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setPainted(true), 0);
    });
    return () => {
      window.cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
