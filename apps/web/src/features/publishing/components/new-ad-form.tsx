'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { CategoryNode } from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { DEFAULT_PHONE_CODE, draftFromAd, emptyDraft } from '../ad-draft';
import { readDraft } from '../draft-storage';
import { useHasBooth } from '../hooks/use-has-booth';
import { useOwnAd } from '../hooks/use-own-ad';
import { AdWizard } from './ad-wizard';
import { NoBoothNotice } from './no-booth-notice';

export interface NewAdFormProps {
  tree: CategoryNode[];
  tileUrl: string;
  /** The ad being edited, or null for a new one. */
  editId: number | null;
  /**
   * What a seller without a booth sees instead of the SPEC §6 notice: a way to make one, which calls
   * `onReady` once it exists (the form then opens with the draft as it was).
   */
  renderNoBooth?: (onReady: () => void) => ReactNode;
}

/**
 * The new-ad (and edit-ad) form: asks whether the user has a booth and where to start (the stored draft,
 * the ad as it is, or an empty one), then hands over to the step-by-step wizard.
 */
export function NewAdForm({ tree, tileUrl, editId, renderNoBooth }: NewAdFormProps) {
  const t = useTranslations('publish.newAd');
  const booth = useHasBooth();
  // Rendered only in the browser (behind the session check), so storage can be read at once.
  const [stored, setStored] = useState(() => readDraft(editId));
  const ownAd = useOwnAd(editId, stored === null);
  const [noBooth, setNoBooth] = useState(false);

  if (ownAd.error) return <Alert severity="error">{errorMessage(ownAd.error, t('loadFailed'))}</Alert>;
  if (booth === false || noBooth) {
    // The wizard kept the draft in storage as it went: read it again, so the booth costs nothing typed.
    const ready = () => {
      setStored(readDraft(editId));
      setNoBooth(false);
    };
    return renderNoBooth ? renderNoBooth(ready) : <NoBoothNotice />;
  }
  const initial =
    stored ??
    (editId === null ? emptyDraft() : ownAd.data ? draftFromAd(ownAd.data, [DEFAULT_PHONE_CODE]) : null);
  if (booth === null || initial === null)
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  return <AdWizard initial={initial} tree={tree} tileUrl={tileUrl} onNoBooth={() => setNoBooth(true)} />;
}
