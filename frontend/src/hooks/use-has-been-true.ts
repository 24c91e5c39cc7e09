import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far. A component whose code loads on first need (a pop-up, the
 * guided tour) mounts once it is first wanted and stays mounted, so it can play its closing motion.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
