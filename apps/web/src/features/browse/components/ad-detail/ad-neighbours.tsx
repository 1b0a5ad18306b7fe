import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconChevronLeft, iconChevronRight } from '@/components/icons/icon-paths';
import styles from './ad-page.module.css';

interface AdNeighboursProps {
  previousId: number | null;
  nextId: number | null;
  /** The list's query, carried along so the next ad has neighbours too. */
  list: string | undefined;
}

const textButton = `${buttons.button} ${buttons.text} ${buttons.primary}`;

/** Previous and next ad of the list the visitor came from. */
export async function AdNeighbours({ previousId, nextId, list }: AdNeighboursProps) {
  if (previousId === null && nextId === null) return null;
  const t = await getTranslations('browse.ad');
  const href = (id: number) => (list ? `/ads/${id}?list=${encodeURIComponent(list)}` : `/ads/${id}`);
  return (
    <nav aria-label={t('neighbours')} className={styles.neighbours}>
      {previousId !== null ? (
        <Link href={href(previousId)} prefetch={false} rel="prev" className={textButton}>
          <InlineIcon path={iconChevronLeft} />
          {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {nextId !== null && (
        <Link href={href(nextId)} prefetch={false} rel="next" className={textButton}>
          {t('next')}
          <InlineIcon path={iconChevronRight} />
        </Link>
      )}
    </nav>
  );
}
