'use client';
import { useTranslations } from 'next-intl';
import { LANGUAGES } from '@kraam/shared';
import { useLanguage } from '@/i18n/use-language';
import button from '@/components/buttons/button.module.css';
import { Flag } from './flags';
import styles from './language-choice.module.css';

/**
 * Every language as a button of its own, the active one pressed: in the phone's drawers one tap chooses,
 * where the dropdown would take two (decision 0031). It changes what the dropdown changes.
 */
export function LanguageChoice() {
  const t = useTranslations('language');
  const { lang, setLanguage, switching } = useLanguage();
  return (
    <div role="group" aria-label={t('label')} className={styles.choice}>
      {LANGUAGES.map((value) => (
        <button
          key={value}
          type="button"
          lang={value}
          aria-pressed={value === lang}
          disabled={switching}
          onClick={() => setLanguage(value)}
          className={`${button.button} ${value === lang ? button.outlined : button.text} ${styles.option}`}
        >
          <Flag lang={value} />
          {t(value)}
        </button>
      ))}
    </div>
  );
}
