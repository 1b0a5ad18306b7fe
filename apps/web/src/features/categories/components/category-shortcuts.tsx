'use client';
import NextLink from 'next/link';
import type { CategoryNode } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { categoryHref } from '../tree';
import styles from './category-shortcuts.module.css';

/**
 * The top categories as one compact row that scrolls sideways (icon image + title), so the home feed
 * starts on the first screen. Every item is a link: Tab walks the row and scrolls it into view.
 */
export function CategoryShortcuts({ tree, label }: { tree: CategoryNode[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.row}>
        {tree.map((node) => (
          <li key={node.id}>
            <NextLink href={categoryHref(node)} prefetch={false} className={styles.link}>
              <KraamImage id={node.galleryId} alt="" sizes="56px" className={styles.icon} />
              <span className={styles.title}>{node.title}</span>
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
