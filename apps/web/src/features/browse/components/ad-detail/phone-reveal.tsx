'use client';
import { useEffect, useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPhone, iconWhatsApp } from '@/components/icons/icon-paths';
import { findLoginIntent, takeLoginIntent } from '@/lib/login-intent';
import styles from './ad-actions.module.css';

interface PhoneRevealProps {
  /** E.164, for the call and WhatsApp links. */
  phone: string;
  /** The number as the page shows it. */
  shown: string;
  /** Guests are sent to log in first and come back to the ad, the number shown. */
  signedIn: boolean;
  loginHref: string;
  /** The ad page's path, where a guest returns from that login. */
  adPath: string;
}

const outlined = `${buttons.button} ${buttons.outlined}`;

/**
 * 'Toon telefoonnummer': the seller's number on a click, as a call link and (on phones) a WhatsApp link,
 * with the one safety rule chat also gives: talking elsewhere is fine, paying in advance is not (0026).
 */
export function PhoneReveal({ phone, shown: number, signedIn, loginHref, adPath }: PhoneRevealProps) {
  const t = useTranslations('browse.ad.actions');
  // Back from the login this button sent a guest to: show what they asked for (the server render and
  // hydration draw the guest's link whatever this says). By the ad's path, not the address bar's: a
  // client navigation renders the page before it changes the address.
  const [shown, setShown] = useState(
    () => typeof window !== 'undefined' && findLoginIntent('phone', adPath) !== null,
  );
  useEffect(() => {
    if (signedIn) takeLoginIntent('phone', adPath);
  }, [signedIn, adPath]);
  const label = (
    <>
      <InlineIcon path={iconPhone} />
      {t('showPhone')}
    </>
  );

  if (!signedIn) {
    return (
      <Link href={loginHref} prefetch={false} className={outlined}>
        {label}
      </Link>
    );
  }
  if (!shown) {
    return (
      <button type="button" className={outlined} onClick={() => setShown(true)}>
        {label}
      </button>
    );
  }
  const dialable = phone.replace(/[^\d+]/g, '');
  return (
    <div role="group" aria-label={t('phoneLabel')} className={styles.actions}>
      <a
        href={`tel:${dialable}`}
        className={`${outlined} ${styles.number}`}
        aria-label={t('call', { phone: number })}
      >
        <InlineIcon path={iconPhone} />
        {number}
      </a>
      <a
        href={`https://wa.me/${phone.replace(/\D/g, '')}`}
        target="_blank"
        rel="noopener noreferrer"
        className={`${outlined} ${buttons.success} ${styles.whatsapp}`}
      >
        <InlineIcon path={iconWhatsApp} />
        {t('whatsapp')}
      </a>
      <p className={styles.tip}>{t('payingTip')}</p>
    </div>
  );
}
