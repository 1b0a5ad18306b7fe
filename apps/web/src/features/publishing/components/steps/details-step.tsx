'use client';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AD_MAX_TAGS,
  AD_TITLE_MAX_LENGTH,
  CONDITIONS,
  MAX_DESCRIPTION_LENGTH,
  type CategoryField,
  type Condition,
} from '@kraam/shared';
import { errorMessage } from '@/lib/api/api-error';
import { CategoryFieldInput } from './category-field-input';
import type { StepProps } from './step-props';

/** Title, description with its live 0/4000 counter, condition, tags and the category's own fields. */
export function DetailsStep({
  draft,
  update,
  errors,
  fields,
  fieldsLoading,
  fieldsError,
}: StepProps & { fields: CategoryField[]; fieldsLoading: boolean; fieldsError: unknown }) {
  const t = useTranslations('publish.steps.details');
  const tForm = useTranslations('publish.form');
  const tCondition = useTranslations('publish.condition');
  return (
    <Stack spacing={2.5}>
      <TextField
        name="title"
        label={t('title')}
        required
        fullWidth
        value={draft.title}
        onChange={(event) => update({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title ?? t('titleHint')}
        slotProps={{ htmlInput: { maxLength: AD_TITLE_MAX_LENGTH } }}
      />
      <TextField
        name="description"
        label={t('description')}
        fullWidth
        multiline
        minRows={6}
        value={draft.description}
        onChange={(event) => update({ description: event.target.value.slice(0, MAX_DESCRIPTION_LENGTH) })}
        error={Boolean(errors.description)}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{errors.description ?? t('descriptionHint')}</span>
            <span aria-live="polite" data-testid="description-counter">
              {tForm('counter', { count: draft.description.length, max: MAX_DESCRIPTION_LENGTH })}
            </span>
          </Box>
        }
      />
      <TextField
        select
        name="condition"
        label={t('condition')}
        fullWidth
        value={draft.condition}
        onChange={(event) => update({ condition: event.target.value as Condition | '' })}
        error={Boolean(errors.condition)}
        helperText={errors.condition}
      >
        <MenuItem value="">
          <em>{t('noChoice')}</em>
        </MenuItem>
        {CONDITIONS.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {tCondition(condition)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="tags"
        label={t('tags')}
        fullWidth
        value={draft.tags}
        onChange={(event) => update({ tags: event.target.value })}
        error={Boolean(errors.tags)}
        helperText={errors.tags ?? t('tagsHint', { max: AD_MAX_TAGS })}
      />
      {(fieldsLoading || fields.length > 0) && (
        <Typography component="h3" variant="h3" sx={{ pt: 1 }}>
          {t('fieldsHeading')}
        </Typography>
      )}
      {fieldsLoading && <Skeleton variant="rounded" height={56} />}
      {fieldsError !== null && <Alert severity="error">{errorMessage(fieldsError, t('fieldsFailed'))}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {fields.map((field) => (
          <CategoryFieldInput
            key={field.key}
            field={field}
            value={draft.fieldValues[field.key]}
            onChange={(value) => update({ fieldValues: { ...draft.fieldValues, [field.key]: value } })}
            error={errors[`fieldValues.${field.key}`]}
          />
        ))}
      </Box>
    </Stack>
  );
}
