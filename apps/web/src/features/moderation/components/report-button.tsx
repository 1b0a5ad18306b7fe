'use client';
import { useState } from 'react';
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

/** 'Meld deze advertentie' / 'Meld deze kraam': opens the report form, for guests too. */
export function ReportButton({ target }: { target: ReportableTarget }) {
  const t = useTranslations('report');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <InlineIcon path={iconFlag} />
        {t(`open.${target.type}`)}
      </button>
      {opened && <ReportDialog target={target} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}
