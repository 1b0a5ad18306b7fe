'use client';
import { useCallback, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  APPEAL_TEXT_MAX_LENGTH,
  APPEAL_TEXT_MIN_LENGTH,
  appealInsertBodySchema,
  type AppealInsertBody,
} from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { sendAppeal } from '../api/statement-calls';
import { useSignedInContext } from '../model/use-signed-in-context';

interface AppealValues {
  text: string;
}

interface AppealFormProps {
  decisionId: number;
  /** The appeal was taken: its id and the server's receipt. */
  onSent: (appealId: number, message: string | null) => void;
  /** The server will not take one (already appealed, too late, not allowed): its reason. */
  onRefused: (message: string) => void;
  onCancel: () => void;
}

/**
 * An appeal against a decision (Art. 20 DSA): why the reader disagrees, 20 to 2,000 characters, checked by
 * the shared rules before it is sent; the server's field errors land under the field.
 */
export function AppealForm({ decisionId, onSent, onRefused, onCancel }: AppealFormProps) {
  const t = useTranslations('statements.appeal');
  const ctx = useSignedInContext();
  const [failure, setFailure] = useState<string | null>(null);
  const toInput = useCallback((values: AppealValues) => ({ ...values, decisionId }), [decisionId]);
  const reword = useCallback(
    (problem: FieldProblem) =>
      problem.type === 'too_small' ? t('tooShort', { min: APPEAL_TEXT_MIN_LENGTH }) : undefined,
    [t],
  );
  const form = useForm<AppealValues, unknown, AppealInsertBody>({
    defaultValues: { text: '' },
    resolver: useSchemaResolver<AppealValues, AppealInsertBody>(appealInsertBodySchema, { toInput, reword }),
  });
  const text = useWatch({ control: form.control, name: 'text' });
  // Opened by its button: the field takes the focus, so the reader types at once.
  const { setFocus } = form;
  useEffect(() => setFocus('text'), [setFocus]);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      const answer = await sendAppeal(ctx, body);
      onSent(answer.data.appealId, answer.message);
    } catch (error) {
      const refused = error instanceof ApiError && (error.status === 409 || error.status === 403);
      if (refused && error.fromServer) onRefused(error.message);
      else if (!applyServerFieldErrors(error, form.setError, ['text']))
        setFailure(errorMessage(error, t('failed')));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, mt: 1 }}
    >
      <Typography color="text.secondary">{t('intro')}</Typography>
      <FormTextField
        control={form.control}
        name="text"
        label={t('label')}
        required
        fullWidth
        multiline
        minRows={5}
        hint={t('help', {
          count: text.length,
          max: APPEAL_TEXT_MAX_LENGTH,
          min: APPEAL_TEXT_MIN_LENGTH,
        })}
        slotProps={{ htmlInput: { maxLength: APPEAL_TEXT_MAX_LENGTH } }}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1.5 }}>
        <Button variant="outlined" onClick={onCancel} sx={{ minHeight: 44 }}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          aria-busy={sending}
          sx={{ minHeight: 44 }}
        >
          {t('submit')}
        </Button>
      </Box>
    </Box>
  );
}
