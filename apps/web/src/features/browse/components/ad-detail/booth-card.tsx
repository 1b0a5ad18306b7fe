import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { AdDetail } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconStorefront } from '@/components/icons/icon-paths';
import { UserAvatar } from '@/components/image/user-avatar';
import { RatingLine } from '@/components/seller/rating-line';
import { SellerSignals } from '@/components/seller/seller-signals';
import styles from './ad-page.module.css';

/** The seller's booth: logo, name, since when, and a link to all its ads. */
export async function BoothCard({ booth }: { booth: AdDetail['booth'] }) {
  const t = await getTranslations('browse.ad.booth');
  const format = await getFormatter();
  return (
    <div className={styles.card}>
      <div className={styles.booth}>
        <UserAvatar
          name={booth.name}
          imageId={booth.logoId}
          size={56}
          icon={<InlineIcon path={iconStorefront} />}
        />
        <div className={styles.boothText}>
          <h2 className={`${styles.boothName} ${styles.oneLine}`}>{booth.name}</h2>
          {booth.title && <p className={`${styles.boothLine} ${styles.oneLine}`}>{booth.title}</p>}
          <p className={styles.boothLine}>
            {t('memberSince', {
              date: format.dateTime(new Date(booth.memberSince), { month: 'long', year: 'numeric' }),
            })}
          </p>
          <RatingLine rating={booth.rating} className={styles.boothLine} />
        </div>
      </div>
      <SellerSignals signals={booth.signals} idPrefix="ad-seller-signals" showMemberSince={false} />
      <Link
        href={`/booth/${booth.id}`}
        prefetch={false}
        className={`${buttons.button} ${buttons.outlined} ${styles.wide}`}
      >
        {t('visit')}
      </Link>
    </div>
  );
}
