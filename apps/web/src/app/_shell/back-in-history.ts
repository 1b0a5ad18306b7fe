import type { MouseEvent } from 'react';

/**
 * A back link that returns to the page the visitor came from when that page was on this site (the search
 * or category they browsed), and otherwise follows its href. The Navigation API only lists this origin's
 * entries, so `canGoBack` is false for a visitor who arrived from elsewhere; browsers without it follow
 * the link.
 */
export function backInHistory(event: MouseEvent<HTMLElement>, back: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
    return;
  if (typeof window === 'undefined' || !('navigation' in window) || !window.navigation.canGoBack) return;
  event.preventDefault();
  back();
}
