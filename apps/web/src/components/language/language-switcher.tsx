'use client';
import { useId, useState, type MouseEvent } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import type { Lang } from '@kraam/shared';
import { useLanguage } from '@/i18n/use-language';
import { InlineIcon } from '@/components/icons/inline-icons';
import { iconExpandMore } from '@/components/icons/icon-paths';
import { loadThemed } from '@/components/theme/load-themed';
import button from '@/components/buttons/button.module.css';
import { Flag } from './flags';
import styles from './language-switcher.module.css';

// The dropdown loads on its first open, out of first-load JS (decision 0021); the button stays in it.
// It is MUI, which the shell is not: the theme loads with it.
const LanguageMenu = dynamic(
  loadThemed(() => import('./language-menu').then((module) => module.LanguageMenu)),
  { ssr: false },
);

export interface LanguageSwitcherProps {
  /** Show the active language's name before or after its flag, or not at all. */
  showName?: 'before' | 'after' | false;
  /** Swap flag and name (and in the menu too). */
  reverse?: boolean;
}

/**
 * SPEC §2: a small dropdown with a flag per language. The button's name starts with "Taal"/"Language"
 * and contains the language name it shows ("Taal: Nederlands"), so speech control finds it by either.
 */
export function LanguageSwitcher({ showName = 'after', reverse = false }: LanguageSwitcherProps) {
  const t = useTranslations('language');
  const { lang, setLanguage, switching } = useLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  const nameFirst = (showName === 'before') !== reverse;
  const label = (value: Lang) => t(value);
  const name = showName !== false && <span>{label(lang)}</span>;

  const choose = (value: Lang) => {
    setAnchor(null);
    setLanguage(value);
  };

  return (
    <>
      <button
        type="button"
        aria-label={t('current', { name: label(lang) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={switching}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        className={`${button.button} ${button.text} ${styles.button}`}
      >
        <span className={styles.face}>
          {nameFirst && name}
          <Flag lang={lang} />
          {!nameFirst && name}
        </span>
        <InlineIcon path={iconExpandMore} />
      </button>
      {opened && (
        <LanguageMenu
          id={menuId}
          anchor={anchor}
          current={lang}
          label={label}
          reverse={reverse}
          onChoose={choose}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
