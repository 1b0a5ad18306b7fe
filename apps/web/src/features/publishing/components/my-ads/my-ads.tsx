'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { iconSell } from '@/components/icons/icon-paths';
import { OWN_AD_TABS, PROMOTION_DAYS, type MultiEditAction, type OwnAd, type OwnAdTab } from '@kraam/shared';
import { EmptyState } from '@/components/layout/empty-state';
import { NewAdButton } from '@/components/seller/new-ad-button';
import { errorMessage } from '@/lib/api/api-error';
import { useOwnAdWrites } from '../../hooks/use-own-ad-writes';
import { useHasOwnAds } from '../../hooks/use-has-own-ads';
import { useOwnAds } from '../../hooks/use-own-ads';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { BulkBar } from './bulk-bar';
import { bulkOutcome, type ActionOutcome } from './bulk-outcome';
import { OwnAdRow } from './own-ad-row';
import { PromoteDialog } from './promote-dialog';

/** /dashboard/advertisment: the own ads by tab, each with its actions, and bulk actions on a selection. */
export function MyAds() {
  const t = useTranslations('publish.myAds');
  const [tab, setTab] = useState<OwnAdTab>('published');
  const list = useOwnAds(tab);
  const tabEmpty = !list.loading && !list.error && list.ads.length === 0;
  const hasAds = useHasOwnAds(tab, tabEmpty);
  const writes = useOwnAdWrites();
  const { busy } = writes;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [deleting, setDeleting] = useState<OwnAd[] | null>(null);
  const [promoting, setPromoting] = useState<OwnAd | null>(null);

  const run = async (work: () => Promise<ActionOutcome>) => {
    try {
      const { kind, text } = await work();
      toast[kind](text);
      setSelected(new Set());
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('actionFailed')), { toastId: 'my-ads-failed' });
      return false;
    }
  };

  const act = (ids: number[], action: MultiEditAction) =>
    void run(async () => {
      const { data } = await writes.bulk.mutateAsync({ advertisementIds: ids, action });
      return bulkOutcome(t, action, data);
    });

  const confirmDelete = async () => {
    const ids = (deleting ?? []).map((ad) => ad.id);
    const deleted = async (): Promise<ActionOutcome> => ({
      kind: 'success',
      text: (await writes.remove.mutateAsync(ids)) ?? t('deleted'),
    });
    if (await run(deleted)) setDeleting(null);
  };

  const confirmPromote = async () => {
    if (!promoting) return;
    const { id } = promoting;
    const done = await run(async () => {
      await writes.promote.mutateAsync(id);
      return { kind: 'success', text: t('promoted') };
    });
    if (done) setPromoting(null);
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const selectedAds = list.ads.filter((ad) => selected.has(ad.id));
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: OwnAdTab) => {
          setTab(value);
          setSelected(new Set());
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {OWN_AD_TABS.map((key) => (
          <Tab key={key} value={key} label={t(`tabs.${key}`)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {selectedAds.length > 0 && (
        <BulkBar
          count={selectedAds.length}
          busy={busy}
          onAction={(action) =>
            act(
              selectedAds.map((ad) => ad.id),
              action,
            )
          }
          onDelete={() => setDeleting(selectedAds)}
          onClear={() => setSelected(new Set())}
        />
      )}
      <Box role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {list.error ? (
          <Alert severity="error">{errorMessage(list.error, t('loadFailed'))}</Alert>
        ) : list.ads.length === 0 && list.loading ? (
          <Stack spacing={1.5} role="status" aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} variant="rounded" height={120} />
            ))}
          </Stack>
        ) : list.ads.length === 0 ? (
          // The empty state speaks about this tab; only a seller without any ad is invited to a first one.
          <EmptyState icon={iconSell} text={t(`empty.${tab}`)}>
            {hasAds === false ? (
              <NewAdButton label={t('firstAd')} />
            ) : (
              hasAds && (
                <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
                  {t(`emptyHint.${tab}`, { days: PROMOTION_DAYS })}
                </Typography>
              )
            )}
          </EmptyState>
        ) : (
          <>
            <Stack
              component="ul"
              spacing={1.5}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
              aria-label={t(`tabs.${tab}`)}
            >
              {list.ads.map((ad) => (
                <OwnAdRow
                  key={ad.id}
                  ad={ad}
                  selected={selected.has(ad.id)}
                  busy={busy}
                  onSelect={(on) => toggle(ad.id, on)}
                  onAction={(action) => act([ad.id], action)}
                  onPromote={() => setPromoting(ad)}
                  onDelete={() => setDeleting([ad])}
                />
              ))}
            </Stack>
            {list.moreFailed && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('loadFailed')}
              </Alert>
            )}
            {list.hasMore && (
              <Button
                onClick={list.loadMore}
                disabled={list.loadingMore}
                sx={{ mt: 2 }}
                fullWidth
                variant="outlined"
              >
                {t('loadMore')}
              </Button>
            )}
          </>
        )}
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteDialog.title', { count: deleting?.length ?? 1 })}
        confirmLabel={t('deleteDialog.confirm')}
        destructive
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting?.length === 1
          ? t('deleteDialog.one', { title: deleting[0]?.title ?? '' })
          : t('deleteDialog.many', { count: deleting?.length ?? 0 })}
      </ConfirmDialog>
      <PromoteDialog
        title={promoting?.title ?? null}
        busy={busy}
        onConfirm={() => void confirmPromote()}
        onClose={() => setPromoting(null)}
      />
    </Box>
  );
}
