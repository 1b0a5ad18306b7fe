'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { BID_MAX_EUROS, type BidBoard } from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import submit from '@/components/forms/submit-button.module.css';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { lazyToast } from '@/lib/toasts/lazy-toast';
import { placeBid, withdrawBid } from '../api/bid-calls';
import { useApiContext } from '@/lib/api/use-api-context';
import { useEuros } from '../hooks/use-euros';
import { BidConfirm } from './bid-confirm';
import styles from './bid-panel.module.css';

interface BidFormProps {
  board: BidBoard;
  onChanged: () => void;
}

/** What went wrong with the amount: the server's field text ('Minimaal € 900'), else its message. */
function amountProblem(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.fields.amount?.[0]) return error.fields.amount[0];
  return errorMessage(error, fallback);
}

/**
 * A signed-in visitor's bid: whole euros from the minimum on; with an open bid of their own, a higher one
 * replaces it, or they withdraw it (after a question).
 */
export function BidForm({ board, onChanged }: BidFormProps) {
  const t = useTranslations('bids');
  const euros = useEuros();
  const ctx = useApiContext();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const own = board.bids.find((bid) => bid.id === board.ownActiveBidId) ?? null;

  const place = useMutation({
    mutationFn: (euros: number) => placeBid(ctx, board.advertisementId, euros),
    onSuccess: (result) => {
      setAmount('');
      setProblem(null);
      if (result.message) lazyToast(result.data.status === 'declined' ? 'info' : 'success', result.message);
      onChanged();
    },
    onError: (error) => setProblem(amountProblem(error, t('failedAction'))),
  });
  const withdraw = useMutation({
    mutationFn: (bidId: number) => withdrawBid(ctx, bidId),
    onSuccess: (result) => {
      if (result.message) lazyToast('success', result.message);
      setWithdrawing(false);
      onChanged();
    },
    onError: (error) => {
      lazyToast('error', errorMessage(error, t('failedAction')));
      setWithdrawing(false);
      onChanged();
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!Number.isInteger(value) || value < 1 || value > BID_MAX_EUROS) {
      setProblem(t('wholeEuros'));
      return;
    }
    place.mutate(value);
  };

  const hint = board.minimum === null ? t('anyAmount') : t('minimumHint', { amount: euros(board.minimum) });
  return (
    <>
      {own && (
        <p className={styles.muted}>
          {t('ownOpen', { amount: euros(own.amount) })}{' '}
          <button
            type="button"
            className={`${buttons.button} ${buttons.text} ${buttons.primary}`}
            onClick={() => setWithdrawing(true)}
          >
            {t('withdraw')}
          </button>
        </p>
      )}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={id} className={styles.label}>
            {own ? t('raiseLabel') : t('amountLabel')}
          </label>
          <input
            id={id}
            className={styles.input}
            name="amount"
            type="number"
            inputMode="numeric"
            min={board.minimum ?? 1}
            step={1}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-text`}
          />
          <p
            id={`${id}-text`}
            className={problem ? styles.error : styles.muted}
            role={problem ? 'alert' : undefined}
          >
            {problem ?? hint}
          </p>
        </div>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.contained}`}
          disabled={place.isPending}
          aria-busy={place.isPending}
        >
          {place.isPending && <span className={submit.spinner} aria-hidden="true" />}
          {own ? t('raise') : t('place')}
        </button>
      </form>
      {withdrawing && own && (
        <BidConfirm
          open
          title={t('withdrawTitle')}
          confirmLabel={t('withdraw')}
          destructive
          busy={withdraw.isPending}
          onConfirm={() => withdraw.mutate(own.id)}
          onClose={() => setWithdrawing(false)}
        >
          {t('withdrawText', { amount: euros(own.amount) })}
        </BidConfirm>
      )}
    </>
  );
}
