'use client';
import { useCallback, useState } from 'react';
import NextLink from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Controller, useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  API_PATHS,
  normaliseSavedQuery,
  SAVED_SEARCH_NAME_MAX,
  savedSearchInsertBodySchema,
  savedSearchName,
  type SavedSearchFrequency,
  type SavedSearchInsertBody,
} from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { insertSavedSearch } from '../api/saved-search-calls';
import { nameParts } from '../model/name-parts';
import { SAVED_SEARCHES_PAGE } from '@kraam/shared';
import { useSavedSearchContext } from '../model/use-saved-search-context';
import { FrequencySelect } from './frequency-select';

interface SaveValues {
  name: string;
  frequency: SavedSearchFrequency;
  email: boolean;
  push: boolean;
}

/**
 * Saves the search page's query (`query`, its own query string) with a name, how often to alert and
 * whether by email and push (to the browsers switched on in the centre). The name may stay empty: the server
 * then builds it, with the category's title; the field shows what it would say.
 */
export function SaveSearchDialog({
  open,
  query,
  onClose,
}: {
  open: boolean;
  query: string;
  onClose: () => void;
}) {
  const t = useTranslations('savedSearches.save');
  const tAlerting = useTranslations('savedSearches.alerting');
  const lang = useLocale();
  const ctx = useSavedSearchContext();
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const toInput = useCallback(
    ({ name, ...values }: SaveValues) => ({
      ...values,
      name: name.trim() || undefined,
      query: normaliseSavedQuery(query),
    }),
    [query],
  );
  const reword = useCallback(
    (problem: FieldProblem) =>
      problem.type === 'too_big' ? t('nameTooLong', { max: SAVED_SEARCH_NAME_MAX }) : undefined,
    [t],
  );
  const form = useForm<SaveValues, unknown, SavedSearchInsertBody>({
    defaultValues: { name: '', frequency: 'instant', email: true, push: false },
    resolver: useSchemaResolver<SaveValues, SavedSearchInsertBody>(savedSearchInsertBodySchema, {
      toInput,
      reword,
    }),
  });
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await insertSavedSearch(ctx, body);
      setSaved(true);
      void client.invalidateQueries({ queryKey: [API_PATHS.savedSearches] });
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, ['name']))
        setFailure(errorMessage(error, t('failed')));
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="save-search-title">
      <DialogTitle id="save-search-title">{t('title')}</DialogTitle>
      {saved ? (
        <>
          <DialogContent>
            <Alert severity="success">
              {t('saved')}{' '}
              <Link component={NextLink} href={SAVED_SEARCHES_PAGE} prefetch={false}>
                {t('savedLink')}
              </Link>
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
            <Typography color="text.secondary">{t('intro')}</Typography>
            <FormTextField
              control={form.control}
              name="name"
              label={t('name')}
              placeholder={savedSearchName(nameParts(query), lang)}
              hint={t('nameHint')}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX + 20 },
              }}
              sx={{ mt: 1 }}
            />
            <Controller
              control={form.control}
              name="frequency"
              render={({ field }) => <FrequencySelect value={field.value} onChange={field.onChange} />}
            />
            {(['email', 'push'] as const).map((channel) => (
              <Controller
                key={channel}
                control={form.control}
                name={channel}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} />
                    }
                    label={tAlerting(channel)}
                    sx={{ minHeight: 44 }}
                  />
                )}
              />
            ))}
            {failure && <Alert severity="error">{failure}</Alert>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} sx={{ minHeight: 44 }}>
              {t('cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={sending} sx={{ minHeight: 44 }}>
              {t('submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
