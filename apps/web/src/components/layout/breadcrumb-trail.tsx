import { Fragment } from 'react';
import Link from 'next/link';
import styles from './breadcrumb-trail.module.css';

export interface Crumb {
  href: string;
  title: string;
}

interface BreadcrumbTrailProps {
  label: string;
  links: readonly Crumb[];
  /** The page itself, last and not a link. */
  current?: string | undefined;
  /** Hides the trail on phones, where the header's back arrow does its job. */
  wideOnly?: boolean;
}

/** Links from the home page down to this page, drawn as MUI's Breadcrumbs drew them, in static CSS. */
export function BreadcrumbTrail({ label, links, current, wideOnly = false }: BreadcrumbTrailProps) {
  const separator = (
    <li aria-hidden="true" className={styles.separator}>
      /
    </li>
  );
  return (
    <nav aria-label={label} className={wideOnly ? styles.wideOnly : undefined}>
      <ol className={styles.list}>
        {links.map((link, index) => (
          <Fragment key={link.href}>
            {index > 0 && separator}
            <li>
              <Link href={link.href} className={styles.link}>
                {link.title}
              </Link>
            </li>
          </Fragment>
        ))}
        {current !== undefined && (
          <>
            {separator}
            <li className={styles.current} aria-current="page">
              {current}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
