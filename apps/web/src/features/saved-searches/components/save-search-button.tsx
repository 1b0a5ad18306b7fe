'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconBookmarkAdd } from '@/components/icons/icon-paths';
import { loadThemed } from '@/components/theme/load-themed';
import { loginHref } from '@/lib/login-href';
import { findLoginIntent, forgetLoginIntent } from '@/lib/login-intent';
import { useViewer } from '@/lib/session/viewer-context';
import button from '@/components/buttons/button.module.css';

// MUI, which the search page is not (decision 0021): the dialog and the theme load on the first press.
const LazySaveSearchDialog = dynamic(
  loadThemed(() => import('./save-search-dialog').then((module) => module.SaveSearchDialog)),
  { ssr: false },
);

/**
 * 'Bewaar zoekopdracht' on the results page. A guest is sent to log in and comes back here with the dialog
 * open (decision 0029); the page is the same for everyone, so the guest page cache may keep it.
 */
export function SaveSearchButton() {
  const t = useTranslations('savedSearches.save');
  const router = useRouter();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const { token, known } = useViewer();
  // Counts the openings: each opening is a fresh dialog (an empty form, no earlier success).
  const [opened, setOpened] = useState(0);
  const [open, setOpen] = useState(false);

  const openDialog = () => {
    setOpened((count) => count + 1);
    setOpen(true);
  };
  // Back from the login this button sent a guest to: the dialog they asked for, once the session is
  // known (adjusted while rendering, as React advises; the stored intent is dropped in the effect below).
  const [checkedIntent, setCheckedIntent] = useState(false);
  const [fromLogin, setFromLogin] = useState(false);
  if (!checkedIntent && known && token) {
    setCheckedIntent(true);
    if (findLoginIntent('saveSearch', pathname)) {
      setFromLogin(true);
      openDialog();
    }
  }
  useEffect(() => {
    if (fromLogin) forgetLoginIntent();
  }, [fromLogin]);

  const press = () => {
    if (token) openDialog();
    else router.push(loginHref(window.location, { intent: 'saveSearch' }));
  };

  return (
    <>
      <button type="button" onClick={press} className={`${button.button} ${button.outlined}`}>
        <InlineIcon path={iconBookmarkAdd} />
        {t('button')}
      </button>
      {opened > 0 && (
        <LazySaveSearchDialog key={opened} open={open} query={query} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
