'use client';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconChevronLeft, iconChevronRight } from '@/components/icons/icon-paths';
import { scrollBehavior } from '@/lib/scroll-behavior';
import styles from './scroll-strip.module.css';

interface ScrollStripProps {
  /** The strip's title, shown left of the arrows. */
  heading: ReactNode;
  /** The list's accessible name. */
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Sets the items' width (`grid-auto-columns`) per screen; keep it so the next item peeks in at the edge. */
  listClassName?: string;
  /** The items, each an `<li>`. */
  children: ReactNode;
}

interface Edges {
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

const ALL_VISIBLE: Edges = { overflow: false, atStart: true, atEnd: true };

/** How far one arrow press moves: as many whole items as fit, so none is skipped half seen. */
function pageWidth(list: HTMLElement): number {
  const first = list.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(list).columnGap) || 0;
  const item = (first?.offsetWidth ?? 0) + gap;
  if (item <= gap) return list.clientWidth;
  return Math.max(1, Math.floor((list.clientWidth + gap) / item)) * item;
}

/**
 * One row of items that scrolls sideways (touch, trackpad, keyboard focus) with previous/next arrows
 * that are only there when something is out of view, and off at either end.
 */
export function ScrollStrip({
  heading,
  label,
  previousLabel,
  nextLabel,
  listClassName,
  children,
}: ScrollStripProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>(ALL_VISIBLE);

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    // One pixel of slack: scroll positions are fractional on zoomed pages.
    setEdges({ overflow: max > 1, atStart: list.scrollLeft <= 1, atEnd: list.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    // Fires once at once, then whenever the strip or the window changes width.
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure]);

  const move = (direction: 1 | -1) => {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({ left: direction * pageWidth(list), behavior: scrollBehavior() });
  };

  return (
    <>
      <div className={styles.top}>
        <div className={styles.heading}>{heading}</div>
        {edges.overflow && (
          <>
            <button
              type="button"
              aria-label={previousLabel}
              disabled={edges.atStart}
              onClick={() => move(-1)}
              className={styles.arrow}
            >
              <InlineIcon path={iconChevronLeft} />
            </button>
            <button
              type="button"
              aria-label={nextLabel}
              disabled={edges.atEnd}
              onClick={() => move(1)}
              className={styles.arrow}
            >
              <InlineIcon path={iconChevronRight} />
            </button>
          </>
        )}
      </div>
      <ul
        ref={listRef}
        aria-label={label}
        onScroll={measure}
        className={listClassName ? `${styles.list} ${listClassName}` : styles.list}
      >
        {children}
      </ul>
    </>
  );
}
