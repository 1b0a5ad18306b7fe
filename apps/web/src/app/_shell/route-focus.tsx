'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * After a client-side navigation, focus moves to the new page's main heading (or the main landmark), so
 * a screen reader announces the page and the keyboard starts from its content, as after a full load.
 */
export function RouteFocus() {
  const pathname = usePathname();
  // The path focus was last settled for: a repeated effect on the same path (StrictMode runs effects
  // twice on mount) is not a navigation.
  const settled = useRef(pathname);

  useEffect(() => {
    if (settled.current === pathname) return;
    settled.current = pathname;
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target || target.contains(document.activeElement)) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // Announced, but without the keyboard ring (globals.css): the reader did not move here.
    target.setAttribute('data-route-focus', '');
    target.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
