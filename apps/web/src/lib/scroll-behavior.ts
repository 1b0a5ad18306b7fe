/**
 * 'smooth', or 'auto' for a user who asked for reduced motion (WCAG 2.3.3): a behaviour given to
 * scrollTo or scrollBy overrides the stylesheet's `scroll-behavior`, so each scroll asks. Read at the
 * moment of the scroll, as the setting can change while the page is open.
 */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
