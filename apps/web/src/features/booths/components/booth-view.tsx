'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { BOOTH_SOCIAL_NETWORKS, type Booth } from '@kraam/shared';
import { SellerTypeLabel } from '@/components/ads/seller-type-label';
import type { AdPage } from '@/components/ads/use-paged-ads';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconLanguage, iconMail, iconPlace, iconStorefront } from '@/components/icons/icon-paths';
import { KraamImage } from '@/components/image/kraam-image';
import { UserAvatar } from '@/components/image/user-avatar';
import { BoothAds } from './booth-ads';
import styles from './booth-view.module.css';

interface BoothViewProps {
  booth: Booth;
  /** The server-rendered first page of its ads; without it the browser asks for it. */
  ads?: AdPage;
  /** Shown when the booth has no ads: the owner gets a "place your first ad" step, visitors a sentence. */
  emptyAction?: ReactNode;
  /** Owner actions beside the name (edit booth, new ad). */
  actions?: ReactNode;
  /** Under the contact card: the way to report the booth (the page composes it from another feature). */
  report?: ReactNode;
  /** Beside the contact card: a trader's legal notice, rendered on the server (BoothLegalNotice). */
  legalNotice?: ReactNode;
  /** Under the ads: the owner's reviews (another feature's, composed by the page). */
  reviews?: ReactNode;
  /** Under the name: what a buyer checks about the seller (member since, sales, replies, email). */
  signals?: ReactNode;
}

/**
 * A booth as everyone sees it: banner, logo, name, title, private or business seller, description, contact,
 * a trader's legal notice and its ads.
 */
export function BoothView({
  booth,
  ads,
  emptyAction,
  actions,
  report,
  legalNotice,
  reviews,
  signals,
}: BoothViewProps) {
  const t = useTranslations('publish.booth');
  const address = [booth.street, [booth.postalCode, booth.cityName].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const social = BOOTH_SOCIAL_NETWORKS.flatMap((network) => {
    const href = booth.socialLinks[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <div className={styles.view}>
      <div className={styles.card}>
        {booth.bannerId && (
          <KraamImage
            id={booth.bannerId}
            alt={t('bannerAlt', { name: booth.name })}
            priority
            sizes="(max-width: 1240px) 100vw, 1240px"
            className={styles.banner}
          />
        )}
        <div className={styles.identity}>
          <UserAvatar
            name={booth.name}
            imageId={booth.logoId}
            size={96}
            shape="rounded"
            label={t('logoAlt', { name: booth.name })}
            icon={<InlineIcon path={iconStorefront} />}
          />
          <div className={styles.names}>
            <h1 className={styles.name}>{booth.name}</h1>
            {booth.title && <p className={styles.title}>{booth.title}</p>}
            <SellerTypeLabel sellerType={booth.sellerType} className={styles.sellerType} />
            {signals}
          </div>
          {actions}
        </div>
      </div>
      <div className={styles.columns}>
        <div>{booth.description && <p className={styles.description}>{booth.description}</p>}</div>
        <div className={styles.aside}>
          <section aria-labelledby="booth-contact" className={`${styles.card} ${styles.contact}`}>
            <h2 id="booth-contact" className={styles.heading}>
              {t('contactHeading')}
            </h2>
            <div className={styles.lines}>
              {booth.email && (
                <ContactLine icon={iconMail}>
                  <a href={`mailto:${booth.email}`} className={styles.link}>
                    {booth.email}
                  </a>
                </ContactLine>
              )}
              {booth.website && (
                <ContactLine icon={iconLanguage}>
                  <a
                    href={booth.website}
                    rel="noopener noreferrer nofollow"
                    target="_blank"
                    className={styles.link}
                  >
                    {booth.website.replace(/^https?:\/\//, '')}
                  </a>
                </ContactLine>
              )}
              {address && <ContactLine icon={iconPlace}>{address}</ContactLine>}
              {social.length > 0 && (
                <div className={styles.social}>
                  {social.map(({ network, href }) => (
                    <a
                      key={network}
                      href={href}
                      rel="noopener noreferrer nofollow"
                      target="_blank"
                      className={styles.link}
                    >
                      {t(`social.${network}`)}
                    </a>
                  ))}
                </div>
              )}
              {!booth.email && !booth.website && !address && social.length === 0 && (
                <p className={styles.muted}>{t('noContact')}</p>
              )}
            </div>
            {report}
          </section>
          {legalNotice}
        </div>
      </div>
      <BoothAds boothId={booth.id} first={ads} emptyAction={emptyAction} />
      {reviews}
    </div>
  );
}

/** One way to reach the booth, after its icon (a path from icon-paths.ts). */
function ContactLine({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <InlineIcon path={icon} />
      <div className={styles.lineText}>{children}</div>
    </div>
  );
}
