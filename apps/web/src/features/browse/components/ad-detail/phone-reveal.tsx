'use client';
import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { API_PATHS, PHONE_REVEALS_PER_DAY, PHONE_REVEAL_WINDOW_HOURS } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import submit from '@/components/forms/submit-button.module.css';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconPhone, iconWhatsApp } from '@/components/icons/icon-paths';
import { ApiError } from '@/lib/api/api-error';
import { takeLoginIntent } from '@/lib/login-intent';
import { revealPhone } from '../../api/browse-calls';
import { useBrowseContext } from '../../hooks/use-browse-context';
import styles from './ad-actions.module.css';

interface PhoneRevealProps {
  adId: number;
  /** Guests are sent to log in first and come back to the ad, the number asked for. */
  signedIn: boolean;
  loginHref: string;
  /** The ad page's path, where a guest returns from that login. */
  adPath: string;
}

interface Revealed {
  /** E.164, for the call and WhatsApp links. */
  phone: string;
  /** As people write it ('06 12345678'). */
  shown: string;
}

const outlined = `${buttons.button} ${buttons.outlined}`;

type FailureKey = 'phoneLimit' | 'phoneGone' | 'phoneSignedOut' | 'phoneFailed';

/** What a failed reveal tells the visitor: the limit (429), a number gone (404), a lost session or else. */
function failure(error: unknown): FailureKey {
  if (!(error instanceof ApiError)) return 'phoneFailed';
  if (error.status === 429) return 'phoneLimit';
  if (error.status === 404) return 'phoneGone';
  if (error.status === 401) return 'phoneSignedOut';
  return 'phoneFailed';
}

/**
 * 'Toon telefoonnummer': the seller's number, asked of the API when a signed-in visitor clicks (it is in
 * no page's HTML, decision 0032), as a call link and (on phones) a WhatsApp link, with the one safety
 * rule chat also gives: talking elsewhere is fine, paying in advance is not (0026).
 */
export function PhoneReveal({ adId, signedIn, loginHref, adPath }: PhoneRevealProps) {
  const t = useTranslations('browse.ad.actions');
  const ctx = useBrowseContext();
  const reveal = useMutation({
    mutationKey: [API_PATHS.adRevealPhone, adId],
    mutationFn: async (): Promise<Revealed> => {
      // The phone metadata comes with the first number shown, not with every ad page (0028).
      const [phone, { formatPhone }] = await Promise.all([
        revealPhone(ctx, adId),
        import('@kraam/shared/phone'),
      ]);
      return { phone, shown: formatPhone(phone) };
    },
  });
  const { mutate } = reveal;
  useEffect(() => {
    // Back from the login this button sent a guest to: show what they asked for, once. By the ad's
    // path, not the address bar's: a client navigation renders the page before it changes the address.
    if (signedIn && takeLoginIntent('phone', adPath)) mutate();
  }, [signedIn, adPath, mutate]);
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
  if (!reveal.data) {
    const busy = reveal.isPending;
    return (
      <div className={styles.reveal}>
        <button type="button" className={outlined} disabled={busy} aria-busy={busy} onClick={() => mutate()}>
          {busy ? <span className={submit.spinner} aria-hidden="true" /> : <InlineIcon path={iconPhone} />}
          {t('showPhone')}
        </button>
        {reveal.isError && (
          <p role="alert" className={styles.failed}>
            {t(failure(reveal.error), { max: PHONE_REVEALS_PER_DAY, hours: PHONE_REVEAL_WINDOW_HOURS })}
          </p>
        )}
      </div>
    );
  }
  const { phone, shown } = reveal.data;
  const dialable = phone.replace(/[^\d+]/g, '');
  return (
    <div role="group" aria-label={t('phoneLabel')} className={styles.actions}>
      <a
        href={`tel:${dialable}`}
        className={`${outlined} ${styles.number}`}
        aria-label={t('call', { phone: shown })}
      >
        <InlineIcon path={iconPhone} />
        {shown}
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
