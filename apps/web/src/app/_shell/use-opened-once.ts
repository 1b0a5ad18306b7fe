import { useState } from 'react';

/**
 * True from the first time `open` is true: an overlay's code is loaded on first open (and then stays
 * mounted, so its closing transition still plays) instead of weighing on the page's first load.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived from the previous render, as React documents it: no effect, no extra paint.
  if (open && !opened) setOpened(true);
  return opened || open;
}
