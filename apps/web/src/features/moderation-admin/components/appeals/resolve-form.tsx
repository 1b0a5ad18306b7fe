'use client';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useForm } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { appealResolveBodySchema, type Appeal, type AppealResolveBody } from '@kraam/shared';
import { FormTextField } from '@/components/forms/form-text-field';
import { errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { resolveAppeal } from '../../api/moderation-calls';
import { useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import { invalidateModerationReads } from '../../query/moderation-queries';

type Outcome = AppealResolveBody['outcome'];
interface ResolveValues {
  explanation: string;
}
const explanationSchema = appealResolveBodySchema.pick({ explanation: true });
const EXPLANATION_MAX_LENGTH = 2000;

/**
 * Uphold or reverse the decision, with an explanation the appellant reads (Art. 20(5)). The moderator who
 * made the decision cannot: the API says so with canResolve, and the buttons say why they are off.
 */
export function ResolveForm({ appeal }: { appeal: Appeal }) {
  const t = useTranslations('moderation.appeals');
  const lang = useLocale();
  const client = useQueryClient();
  const expired = useSessionExpiry();
  const reasonId = useId();
  const resolver = useSchemaResolver<ResolveValues, ResolveValues>(explanationSchema);
  const { control, handleSubmit, setError } = useForm<ResolveValues>({
    resolver,
    defaultValues: { explanation: '' },
  });
  const resolve = useMutation({
    mutationFn: (body: AppealResolveBody) => resolveAppeal(lang, appeal.id, body),
    onSuccess: (answer, body) => {
      toast.success(answer.message ?? (body.outcome === 'upheld' ? t('upheldDone') : t('reversedDone')));
      void invalidateModerationReads(client);
    },
    onError: (error) => {
      if (expired(error)) return;
      applyServerFieldErrors(error, setError, ['explanation']);
      toast.error(errorMessage(error, t('failed')), { toastId: `moderation-appeal-failed-${appeal.id}` });
    },
  });
  const blocked = !appeal.canResolve;
  const busy = resolve.isPending || resolve.isSuccess;
  const send = (outcome: Outcome) =>
    void handleSubmit(({ explanation }) => resolve.mutate({ outcome, explanation }))();

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      <FormTextField
        control={control}
        name="explanation"
        label={t('explanation')}
        required
        fullWidth
        multiline
        minRows={3}
        disabled={blocked || busy}
        slotProps={{ htmlInput: { maxLength: EXPLANATION_MAX_LENGTH } }}
      />
      {blocked && (
        <Typography id={reasonId} variant="body2" color="text.secondary">
          {t('cannotResolve')}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['upheld', 'reversed'] as const).map((outcome) => (
          <Button
            key={outcome}
            variant={outcome === 'upheld' ? 'contained' : 'outlined'}
            color={outcome === 'upheld' ? 'primary' : 'warning'}
            disabled={blocked || busy}
            aria-describedby={blocked ? reasonId : undefined}
            aria-busy={resolve.isPending && resolve.variables.outcome === outcome}
            onClick={() => send(outcome)}
            sx={{ minHeight: 44 }}
          >
            {outcome === 'upheld' ? t('uphold') : t('reverse')}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
