'use client';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconFlag } from '@/components/icons/icon-paths';
import type { ReportableTarget } from './report-dialog';
import styles from './report-dialog.module.css';

// The form, and the rules it checks with, load on the first click: most visitors never report.
const ReportDialog = dynamic(() => import('./report-dialog').then((module) => module.ReportDialog), {
  ssr: false,
});

interface ReportButtonProps {
  target: ReportableTarget;
  /** 'link' under an ad, a booth or a review; 'icon', a small flag beside a chat message. */
  variant?: 'link' | 'icon';
  /** The id of what the button is about (a message's text), read out after its name. */
  describedBy?: string;
}

/**
 * 'Meld deze advertentie' / 'Meld deze kraam' / 'Meld deze ervaring' / 'Meld dit bericht': opens the report
 * form, for guests too.
 * The form is a modal dialog placed at the end of the page, outside a chat's live log.
 */
export function ReportButton({ target, variant = 'link', describedBy }: ReportButtonProps) {
  const t = useTranslations('report');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const name = t(`open.${target.type}`);
  const icon = variant === 'icon';
  return (
    <>
      <button
        type="button"
        className={icon ? styles.iconTrigger : styles.trigger}
        aria-label={icon ? name : undefined}
        aria-describedby={describedBy}
        title={icon ? name : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <InlineIcon path={iconFlag} />
        {!icon && name}
      </button>
      {opened &&
        createPortal(
          <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />,
          document.body,
        )}
    </>
  );
}
