import { useTranslations } from 'next-intl';
import type { SellerType } from '@kraam/shared';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconInfo } from '@/components/icons/icon-paths';
import styles from './ad-page.module.css';

/**
 * On a private seller's ad: consumer law (the cooling-off period, the legal guarantee) does not apply, which
 * the EU Omnibus directive has a marketplace tell the buyer. A trader's ad says nothing: there it applies.
 */
export function ConsumerLawNote({ sellerType }: { sellerType: SellerType }) {
  const t = useTranslations('browse.ad');
  if (sellerType !== 'private') return null;
  return (
    <p className={styles.consumerLaw} data-testid="consumer-law-note">
      <InlineIcon path={iconInfo} />
      <span>{t('privateSeller')}</span>
    </p>
  );
}
