'use client';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { DecisionSummary } from '@kraam/shared';

/** Dates, countries and decisions in the moderator's words (times in Europe/Amsterdam, from the provider). */
export function useModerationFormat() {
  const format = useFormatter();
  const locale = useLocale();
  const t = useTranslations('moderation');
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  return {
    date: (value: string) => format.dateTime(new Date(value), { dateStyle: 'medium' }),
    dateTime: (value: string) =>
      format.dateTime(new Date(value), { dateStyle: 'medium', timeStyle: 'short' }),
    country: (code: string) => regions.of(code) ?? code,
    /** 'Verwijderd, Account tijdelijk geblokkeerd · Oplichting of fraude (illegaal)', or 'Geen actie'. */
    decision: (summary: DecisionSummary) => {
      if (summary.outcome === 'no_action') return t('summary.noAction');
      const measures = [
        ...summary.decision_visibility.map((visibility) => t(`summary.visibility.${visibility}`)),
        ...(summary.decision_account ? [t(`summary.account.${summary.decision_account}`)] : []),
      ].join(', ');
      const category = summary.category ? t(`categories.${summary.category}`) : null;
      const ground = summary.decision_ground ? t(`summary.ground.${summary.decision_ground}`) : null;
      const reason = [category, ground && `(${ground})`].filter(Boolean).join(' ');
      return reason ? `${measures} · ${reason}` : measures;
    },
  };
}
