import type { useTranslations } from 'next-intl';
import { RENEW_WINDOW_DAYS, type MultiEditAction, type MultiEditResult } from '@kraam/shared';

type MyAdsT = ReturnType<typeof useTranslations<'publish.myAds'>>;

/** The toast after an action on own ads: its kind follows what really happened, never "updated" for nothing. */
export interface ActionOutcome {
  kind: 'success' | 'info' | 'warning';
  text: string;
}

// Skip reasons the API sends (field message keys) that have their own explanation.
const KNOWN_REASONS = ['RENEW_TOO_EARLY'] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
const isKnown = (reason: string): reason is KnownReason =>
  (KNOWN_REASONS as readonly string[]).includes(reason);

function reasonText(t: MyAdsT, skipped: MultiEditResult['skipped']): string {
  const count = skipped.length;
  const reasons = new Set(skipped.map((skip) => skip.reason));
  const [only] = reasons;
  // One shared, known reason is explained; a mix gets the general sentence.
  if (reasons.size === 1 && only !== undefined && isKnown(only))
    return t(`outcome.reasons.${only}`, { count, days: RENEW_WINDOW_DAYS });
  return t('outcome.reasons.other', { count });
}

export function bulkOutcome(t: MyAdsT, action: MultiEditAction, result: MultiEditResult): ActionOutcome {
  const { updated, skipped } = result;
  const done = t(`outcome.done.${action}`, { count: updated.length });
  if (skipped.length === 0) return { kind: 'success', text: done };
  const reason = reasonText(t, skipped);
  if (updated.length === 0)
    return { kind: 'warning', text: t('outcome.none', { count: skipped.length, reason }) };
  return { kind: 'info', text: t('outcome.partly', { done, count: skipped.length, reason }) };
}
