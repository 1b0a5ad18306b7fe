import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { CategoryNode } from '@kraam/shared';
import { KraamImage } from '@/components/image/kraam-image';
import { categoryHref } from '../tree';
import styles from './category-card.module.css';

const MAX_CHILDREN = 5;

/** A category with its image and its first children as links (each per SPEC §2's rule). */
export async function CategoryCard({
  node,
  headingLevel: Heading = 'h2',
}: {
  node: CategoryNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const t = await getTranslations('categories');
  const shown = node.childs.slice(0, MAX_CHILDREN);
  const more = node.childs.length - shown.length;
  return (
    <article className={styles.card}>
      <Link href={categoryHref(node)} tabIndex={-1} aria-hidden="true">
        <KraamImage
          id={node.galleryId}
          alt={node.title}
          sizes="(min-width: 1200px) 300px, (min-width: 600px) 33vw, 50vw"
          className={styles.photo}
        />
      </Link>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={categoryHref(node)} className={styles.link}>
            {node.title}
          </Link>
        </Heading>
        {shown.length > 0 && (
          <ul className={styles.children}>
            {shown.map((child) => (
              <li key={child.id}>
                <Link href={categoryHref(child)} className={styles.link}>
                  {child.title}
                </Link>
              </li>
            ))}
            {more > 0 && (
              <li>
                <Link href={categoryHref(node)} className={`${styles.link} ${styles.more}`}>
                  {t('moreCount', { count: more })}
                </Link>
              </li>
            )}
          </ul>
        )}
      </div>
    </article>
  );
}

/** Responsive grid of cards (each in a list item): 2 columns on phones, up to 5 on desktop. */
export function CategoryGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
