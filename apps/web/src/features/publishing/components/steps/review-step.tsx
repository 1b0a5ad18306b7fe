'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { priceTypeNeedsAmount, type CategoryField, type CategoryNode } from '@kraam/shared';
import { PriceLabel } from '@/components/ads/price-label';
import { SxKraamImage } from '@/components/image/sx-kraam-image';
import { fullPhone, parseEuros, type AdDraft, type StepKey } from '../../ad-draft';
import { findCategoryPath } from '@/lib/category-path';

interface ReviewStepProps {
  draft: AdDraft;
  tree: CategoryNode[];
  fields: CategoryField[];
  onEdit: (step: StepKey) => void;
}

/** Everything the ad will say, per step, with a way back to each. */
export function ReviewStep({ draft, tree, fields, onEdit }: ReviewStepProps) {
  const t = useTranslations('publish.steps.review');
  const tSteps = useTranslations('publish.stepNames');
  const tCondition = useTranslations('publish.condition');
  const tDelivery = useTranslations('publish.delivery');
  const tYesNo = useTranslations('publish.yesNo');
  const path = draft.categoryId === null ? null : findCategoryPath(tree, draft.categoryId);
  const priceType = draft.priceType || 'seeDescription';
  const priceCents = priceTypeNeedsAmount(priceType) ? parseEuros(draft.price) : null;
  const fieldLines = fields.flatMap((field) => {
    const value = draft.fieldValues[field.key];
    if (value === undefined || value === '') return [];
    const shown =
      typeof value === 'boolean'
        ? tYesNo(value ? 'yes' : 'no')
        : field.type === 'select'
          ? (field.options.find((option) => option.value === value)?.label ?? value)
          : `${value}${field.unit ? ` ${field.unit}` : ''}`;
    return [`${field.label}: ${shown}`];
  });

  const section = (step: StepKey, body: ReactNode) => (
    <Box component="section" aria-label={tSteps(step)} sx={{ py: 1.5 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography component="h3" variant="h4">
          {tSteps(step)}
        </Typography>
        <Button size="small" onClick={() => onEdit(step)} aria-label={t('editStep', { step: tSteps(step) })}>
          {t('edit')}
        </Button>
      </Stack>
      {body}
    </Box>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <SxKraamImage
          id={draft.imageIds[0]}
          alt={draft.title}
          sizes="200px"
          sx={{ width: { xs: '100%', sm: 200 }, aspectRatio: '4 / 3', borderRadius: 2, flexShrink: 0 }}
        />
        <Box>
          <Typography component="h3" variant="h2" data-testid="review-title">
            {draft.title}
          </Typography>
          <Typography sx={{ fontWeight: 700, color: 'primary.main', mt: 0.5 }} data-testid="review-price">
            <PriceLabel ad={{ priceType, priceCents, rentalPeriod: draft.rentalPeriod || null }} />
          </Typography>
          <Typography color="text.secondary">{t('photos', { count: draft.imageIds.length })}</Typography>
        </Box>
      </Stack>
      <Divider />
      {section('category', <Typography>{path?.map((node) => node.title).join(' › ')}</Typography>)}
      <Divider />
      {section(
        'details',
        <>
          {draft.condition && <Typography>{tCondition(draft.condition)}</Typography>}
          <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
            {draft.description || t('noDescription')}
          </Typography>
          {fieldLines.map((line) => (
            <Typography key={line} variant="body2">
              {line}
            </Typography>
          ))}
        </>,
      )}
      <Divider />
      {section(
        'location',
        <Typography>
          {[draft.street, draft.postalCode, draft.city?.name].filter(Boolean).join(', ')}
          {!draft.showLocation && ` · ${t('locationHidden')}`}
        </Typography>,
      )}
      <Divider />
      {section(
        'contact',
        <>
          <Typography>{fullPhone(draft.phoneCode, draft.phoneNumber) ?? t('noPhone')}</Typography>
          {draft.delivery && <Typography>{tDelivery(draft.delivery)}</Typography>}
        </>,
      )}
    </Paper>
  );
}
