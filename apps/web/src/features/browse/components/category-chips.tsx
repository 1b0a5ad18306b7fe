'use client';
import NextLink from 'next/link';
import styles from './category-chips.module.css';

export interface CategoryLink {
  href: string;
  label: string;
}

interface CategoryChipsProps {
  links: CategoryLink[];
  label: string;
  /** Called when a chip is followed (the filter sheet closes). */
  onNavigate?: () => void;
  /** Above the results on wide screens only (phones find them in the filter sheet). */
  wideOnly?: boolean;
}

/** The categories to narrow a result list down with, as a wrapping row of link chips. */
export function CategoryChips({ links, label, onNavigate, wideOnly = false }: CategoryChipsProps) {
  return (
    // A click on any chip bubbles up here.
    <nav aria-label={label} onClick={onNavigate} className={wideOnly ? styles.wideOnly : undefined}>
      <ul className={styles.chips}>
        {links.map((link) => (
          <li key={link.href}>
            <NextLink href={link.href} prefetch={false} className={styles.chip}>
              {link.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
