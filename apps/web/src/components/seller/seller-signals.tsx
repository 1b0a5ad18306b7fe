import { useFormatter, useTranslations } from 'next-intl';
import type { SellerSignals as Signals } from '@kraam/shared';
import styles from './seller-signals.module.css';

/** One signal with what it means in a tooltip, shown on hover and on keyboard focus. */
function Signal({ id, text, tip }: { id: string; text: string; tip: string }) {
  return (
    <li className={styles.signal} tabIndex={0} aria-describedby={id}>
      {text}
      <span role="tooltip" id={id} className={styles.tip}>
        {tip}
      </span>
    </li>
  );
}

/**
 * 'Lid sinds', completed sales, the response-time badge (from 5 answered conversations) and 'E-mail ✓': what a
 * buyer checks about a seller, each explained in a tooltip. `idPrefix` keeps two lists on a page apart.
 */
export function SellerSignals({
  signals,
  idPrefix,
  showMemberSince = true,
}: {
  signals: Signals;
  idPrefix: string;
  /** Off where the card says since when already. */
  showMemberSince?: boolean;
}) {
  const t = useTranslations('sellerSignals');
  const format = useFormatter();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <ul className={styles.signals} aria-label={t('label')}>
      {showMemberSince && (
        <Signal
          id={id('member')}
          text={t('memberSince', {
            date: format.dateTime(new Date(signals.memberSince), { month: 'long', year: 'numeric' }),
          })}
          tip={t('memberSinceTip')}
        />
      )}
      <Signal id={id('sales')} text={t('sales', { count: signals.completedSales })} tip={t('salesTip')} />
      {signals.responseTime && (
        <Signal id={id('response')} text={t(`response.${signals.responseTime}`)} tip={t('responseTip')} />
      )}
      {signals.emailConfirmed && <Signal id={id('email')} text={t('email')} tip={t('emailTip')} />}
    </ul>
  );
}
