'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { LinkButton } from '@/components/link/app-link';

interface PhoneRevealProps {
  phone: string;
  /** Guests are sent to log in first and come back to the ad. */
  signedIn: boolean;
  loginHref: string;
}

/** 'Toon telefoonnummer': the seller's number on a click, as a call link and (on phones) a WhatsApp link. */
export function PhoneReveal({ phone, signedIn, loginHref }: PhoneRevealProps) {
  const t = useTranslations('browse.ad.actions');
  const [shown, setShown] = useState(false);

  if (!signedIn) {
    return (
      <LinkButton
        href={loginHref}
        variant="outlined"
        startIcon={<PhoneOutlinedIcon />}
        sx={{ minHeight: 44 }}
      >
        {t('showPhone')}
      </LinkButton>
    );
  }
  if (!shown) {
    return (
      <Button
        variant="outlined"
        startIcon={<PhoneOutlinedIcon />}
        onClick={() => setShown(true)}
        sx={{ minHeight: 44 }}
      >
        {t('showPhone')}
      </Button>
    );
  }
  const dialable = phone.replace(/[^\d+]/g, '');
  return (
    <Box role="group" aria-label={t('phoneLabel')} sx={{ display: 'grid', gap: 1 }}>
      <Button
        component="a"
        href={`tel:${dialable}`}
        variant="outlined"
        startIcon={<PhoneOutlinedIcon />}
        aria-label={t('call', { phone })}
        sx={{ minHeight: 44, fontWeight: 700 }}
      >
        {phone}
      </Button>
      <Button
        component="a"
        href={`https://wa.me/${phone.replace(/\D/g, '')}`}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        color="success"
        startIcon={<WhatsAppIcon />}
        sx={{ minHeight: 44, display: { xs: 'inline-flex', wide: 'none' } }}
      >
        {t('whatsapp')}
      </Button>
    </Box>
  );
}
