/** How far ahead of the viewport a deferred part starts loading, so it is ready when scrolled to. */
const AHEAD = '300px';

/**
 * Calls `show` once, when `element` comes near the viewport: heavy parts below the fold load only for
 * visitors who get there. Where IntersectionObserver is missing, at once. Returns the clean-up.
 */
export function whenNearViewport(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      show();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
