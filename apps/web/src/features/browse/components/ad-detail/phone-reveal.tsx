'use client';
import { useState } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import buttons from '@/components/buttons/button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPhone, iconWhatsApp } from '@/components/icons/icon-paths';
import styles from './ad-actions.module.css';

interface PhoneRevealProps {
  /** E.164, for the call and WhatsApp links. */
  phone: string;
  /** The number as the page shows it. */
  shown: string;
  /** Guests are sent to log in first and come back to the ad. */
  signedIn: boolean;
  loginHref: string;
}

const outlined = `${buttons.button} ${buttons.outlined}`;

/** 'Toon telefoonnummer': the seller's number on a click, as a call link and (on phones) a WhatsApp link. */
export function PhoneReveal({ phone, shown: number, signedIn, loginHref }: PhoneRevealProps) {
  const t = useTranslations('browse.ad.actions');
  const [shown, setShown] = useState(false);
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
    </div>
  );
}
