'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import type { BidSettings, PriceType } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { saveBidSettings } from '../api/bid-calls';
import { useApiContext } from '@/lib/api/use-api-context';
import styles from './bid-panel.module.css';

interface BidSettingsFormProps {
  adId: number;
  priceType: PriceType;
  settings: BidSettings;
  onChanged: () => void;
}

type AmountField = 'minimum' | 'autoDeclineBelow' | 'autoAcceptAt';

const text = (value: number | null) => (value === null ? '' : String(value));
/** An empty field clears the amount; anything else is sent as typed, for the server to judge. */
const amountOf = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/**
 * The seller's bidding choices for the ad: on a 'Prijs in overleg' ad whether it takes bids and from what
 * amount ('Bieden vanaf' starts at its price), and the two private thresholds.
 */
export function BidSettingsForm({ adId, priceType, settings, onChanged }: BidSettingsFormProps) {
  const t = useTranslations('bids.settings');
  const ctx = useApiContext();
  const id = useId();
  const negotiable = priceType === 'suggestion';
  const [allowBids, setAllowBids] = useState(settings.allowBids);
  const [values, setValues] = useState<Record<AmountField, string>>({
    minimum: text(settings.minimum),
    autoDeclineBelow: text(settings.autoDeclineBelow),
    autoAcceptAt: text(settings.autoAcceptAt),
  });
  const [problems, setProblems] = useState<Partial<Record<AmountField | 'form', string>>>({});
  const save = useMutation({
    mutationFn: () =>
      saveBidSettings(ctx, {
        advertisementId: adId,
        allowBids,
        minimum: negotiable ? amountOf(values.minimum) : null,
        autoDeclineBelow: amountOf(values.autoDeclineBelow),
        autoAcceptAt: amountOf(values.autoAcceptAt),
      }),
    onSuccess: (result) => {
      setProblems({});
      if (result.message) lazyToast('success', result.message);
      onChanged();
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      setProblems({
        minimum: fields.minimum?.[0],
        autoDeclineBelow: fields.autoDeclineBelow?.[0],
        autoAcceptAt: fields.autoAcceptAt?.[0],
        form: Object.keys(fields).length > 0 ? undefined : errorMessage(error, t('failed')),
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  const amountField = (field: AmountField) => (
    <div className={styles.field} key={field}>
      <label htmlFor={`${id}-${field}`} className={styles.label}>
        {t(field)}
      </label>
      <input
        id={`${id}-${field}`}
        className={styles.input}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={values[field]}
        onChange={(event) => setValues({ ...values, [field]: event.target.value })}
        aria-invalid={Boolean(problems[field])}
        aria-describedby={problems[field] ? `${id}-${field}-error` : undefined}
      />
      {problems[field] && (
        <p id={`${id}-${field}-error`} className={styles.error}>
          {problems[field]}
        </p>
      )}
    </div>
  );

  return (
    <details className={styles.settings} open={negotiable && !settings.allowBids}>
      <summary>{t('title')}</summary>
      <form className={styles.settingsForm} onSubmit={onSubmit} noValidate>
        {negotiable && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={allowBids}
              onChange={(event) => setAllowBids(event.target.checked)}
            />
            {t('allow')}
          </label>
        )}
        {negotiable && amountField('minimum')}
        {amountField('autoDeclineBelow')}
        {amountField('autoAcceptAt')}
        <p className={styles.muted}>{t('privateNote')}</p>
        {problems.form && (
          <p role="alert" className={styles.error}>
            {problems.form}
          </p>
        )}
        <button
          type="submit"
          className={`${buttons.button} ${buttons.outlined}`}
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          {t('save')}
        </button>
      </form>
    </details>
  );
}
