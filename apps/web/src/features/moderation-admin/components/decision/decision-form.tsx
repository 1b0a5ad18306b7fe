'use client';
import { useCallback, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUTOMATED_DECISIONS,
  AUTOMATED_DETECTIONS,
  CONTENT_TYPES,
  DECISION_ACCOUNTS,
  DECISION_GROUNDS,
  MODERATION_FACTS_MAX_LENGTH,
  STATEMENT_CATEGORIES,
  VISIBILITY_BY_TARGET,
  decisionInsertBodySchema,
  type DecisionInsert,
  type ReportGroup,
} from '@kraam/shared';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormTextField } from '@/components/forms/form-text-field';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { applyServerFieldErrors } from '@/lib/forms/server-field-errors';
import { useSchemaResolver, type FieldProblem } from '@/lib/forms/use-schema-resolver';
import { sendDecision } from '../../api/moderation-calls';
import { MODERATION_PAGES } from '../../api/bff-paths';
import { useModerationFormat } from '../../hooks/use-moderation-format';
import { useSessionExpiry } from '@/lib/session/use-staff-session-expiry';
import {
  DECISION_FIELDS,
  decisionDefaults,
  needsConfirmation,
  toDecisionInput,
  todayInAmsterdam,
  type DecisionFormValues,
} from '../../model/decision-form';
import { invalidateModerationReads } from '../../query/moderation-queries';
import { CheckboxField, CheckboxesField, RadioField } from './choice-fields';
import { CountryField } from './country-field';

const isFormField = (field: string): boolean => (DECISION_FIELDS as readonly string[]).includes(field);
const dateLabel = { inputLabel: { shrink: true } } as const;

/**
 * The decision on one reported thing (Digital Services Act, Art. 17), in the Transparency Database's
 * fields: action or none, what it restricts, the ground with its required explanation, the category, the
 * facts, and the database's details with their usual values. Checked in the browser with the API's own
 * schema; the API's field errors land on the same fields. A removal or an account restriction is
 * confirmed once more; then back to the queue.
 */
export function DecisionForm({ group }: { group: ReportGroup }) {
  const t = useTranslations('moderation.decision');
  const tm = useTranslations('moderation');
  const lang = useLocale();
  const router = useRouter();
  const client = useQueryClient();
  const expired = useSessionExpiry();
  const format = useModerationFormat();
  const [asking, setAsking] = useState<DecisionInsert | null>(null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [defaults] = useState(() => decisionDefaults(group, todayInAmsterdam()));
  const toInput = useCallback((values: DecisionFormValues) => toDecisionInput(values, group), [group]);
  // A field the chosen ground or restriction requires reads as any empty field does ('Dit veld is
  // verplicht'), whether the form holds '' or the body leaves it out.
  const fieldTexts = useTranslations('errors.fields');
  const reword = useCallback(
    ({ message }: FieldProblem) => (message === fieldTexts('REQUIRED') ? fieldTexts('BLANK') : undefined),
    [fieldTexts],
  );
  const resolver = useSchemaResolver<DecisionFormValues, DecisionInsert>(decisionInsertBodySchema, {
    toInput,
    reword,
  });
  const { control, handleSubmit, setError, setFocus, formState } = useForm<
    DecisionFormValues,
    unknown,
    DecisionInsert
  >({ resolver, defaultValues: defaults });
  const [outcome, ground, account, facts] = useWatch({
    control,
    name: ['outcome', 'decision_ground', 'decision_account', 'decision_facts'],
  });

  const save = useMutation({
    mutationFn: (body: DecisionInsert) => sendDecision(lang, body),
    onSuccess: (answer) => {
      toast.success(answer.message ?? t('saved'));
      void invalidateModerationReads(client);
      router.push(MODERATION_PAGES.queue);
    },
    onError: (error) => {
      setAsking(null);
      if (expired(error)) return;
      applyServerFieldErrors(error, setError, DECISION_FIELDS);
      const fields = error instanceof ApiError ? error.fields : {};
      setServerProblems(
        Object.entries(fields)
          .filter(([field]) => !isFormField(field))
          .flatMap(([, messages]) => messages),
      );
      const first = DECISION_FIELDS.find((field) => (fields[field]?.length ?? 0) > 0);
      if (first) setFocus(first);
      toast.error(errorMessage(error, t('failed')), { toastId: 'moderation-decision-failed' });
    },
  });
  const sending = save.isPending || save.isSuccess;

  const submit = handleSubmit((body) => {
    setServerProblems([]);
    if (needsConfirmation(body)) setAsking(body);
    else save.mutate(body);
  });

  // Rules about the body as a whole (its source, its notices) have no field of their own.
  const errors = formState.errors as Record<string, FieldError | undefined>;
  const bodyProblems = [
    ...Object.entries(errors)
      .filter(([field, error]) => !isFormField(field) && error?.message)
      .map(([, error]) => error?.message ?? ''),
    ...serverProblems,
  ];

  const visibilities = VISIBILITY_BY_TARGET[group.target.type];
  const restriction = outcome === 'restriction';
  const restrictionError = formState.errors.decision_visibility?.message;
  const suspended = account === 'DECISION_ACCOUNT_SUSPENDED';

  return (
    <Stack
      component="form"
      noValidate
      aria-label={t('title')}
      spacing={3}
      onSubmit={(event) => void submit(event)}
    >
      {bodyProblems.length > 0 && (
        <Alert severity="error" role="alert">
          {t('formProblems')}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {bodyProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Alert>
      )}
      <RadioField
        control={control}
        name="outcome"
        legend={t('outcome')}
        options={(['restriction', 'no_action'] as const).map((value) => ({
          value,
          label: t(`outcomes.${value}`),
        }))}
        help={restriction ? undefined : t('noActionHelp')}
        required
        row
      />
      {!restriction && (
        <CheckboxField
          control={control}
          name="manifestlyUnfounded"
          label={t('manifestlyUnfounded')}
          help={t('manifestlyUnfoundedHelp')}
        />
      )}
      {restriction && (
        <Stack spacing={3}>
          <Divider />
          <Typography component="h3" variant="h3">
            {t('measure')}
          </Typography>
          {visibilities.length > 0 && (
            <CheckboxesField
              control={control}
              name="decision_visibility"
              legend={t('visibility')}
              options={visibilities.map((value) => ({ value, label: t(`visibilities.${value}`) }))}
            />
          )}
          <RadioField
            control={control}
            name="decision_account"
            legend={t('account')}
            options={(['none', ...DECISION_ACCOUNTS] as const).map((value) => ({
              value,
              label: t(`accounts.${value}`),
            }))}
            help={suspended ? t('suspendedHelp') : undefined}
            // Without visibility choices (a user), the rule 'restrict something' is said here.
            extraError={visibilities.length === 0 ? restrictionError : undefined}
          />
          <RadioField
            control={control}
            name="decision_ground"
            legend={t('ground')}
            options={DECISION_GROUNDS.map((value) => ({ value, label: t(`grounds.${value}`) }))}
            required
          />
          {ground === 'DECISION_GROUND_ILLEGAL_CONTENT' && (
            <>
              <FormTextField
                control={control}
                name="illegal_content_legal_ground"
                label={t('legalGround')}
                hint={t('legalGroundHelp')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <FormTextField
                control={control}
                name="illegal_content_explanation"
                label={t('illegalExplanation')}
                required
                fullWidth
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </>
          )}
          {ground === 'DECISION_GROUND_INCOMPATIBLE_CONTENT' && (
            <>
              <FormTextField
                control={control}
                name="incompatible_content_ground"
                label={t('termsGround')}
                hint={t('termsGroundHelp')}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              <FormTextField
                control={control}
                name="incompatible_content_explanation"
                label={t('termsExplanation')}
                required
                fullWidth
                multiline
                minRows={3}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </>
          )}
          <FormTextField
            control={control}
            name="category"
            label={t('category')}
            select
            required
            fullWidth
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('chooseCategory')}</option>
            {STATEMENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {tm(`categories.${value}`)}
              </option>
            ))}
          </FormTextField>
        </Stack>
      )}
      <FormTextField
        control={control}
        name="decision_facts"
        label={t('facts')}
        hint={t('factsHelp', { count: facts.length, max: MODERATION_FACTS_MAX_LENGTH })}
        required
        fullWidth
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: MODERATION_FACTS_MAX_LENGTH } }}
      />
      {restriction && (
        <Stack spacing={3}>
          <Divider />
          <Typography component="h3" variant="h3">
            {t('details')}
          </Typography>
          <CheckboxesField
            control={control}
            name="content_type"
            legend={t('contentType')}
            options={CONTENT_TYPES.map((value) => ({ value, label: t(`contentTypes.${value}`) }))}
            required
            row
          />
          <RadioField
            control={control}
            name="automated_detection"
            legend={t('automatedDetection')}
            options={[...AUTOMATED_DETECTIONS]
              .reverse()
              .map((value) => ({ value, label: t(`automatedDetections.${value}`) }))}
            row
          />
          <RadioField
            control={control}
            name="automated_decision"
            legend={t('automatedDecision')}
            options={[...AUTOMATED_DECISIONS]
              .reverse()
              .map((value) => ({ value, label: t(`automatedDecisions.${value}`) }))}
            row
          />
          <CountryField control={control} label={t('territorialScope')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField
              control={control}
              name="application_date"
              label={t('applicationDate')}
              type="date"
              required
              fullWidth
              slotProps={dateLabel}
            />
            <FormTextField
              control={control}
              name="end_date"
              label={t('endDate')}
              hint={suspended ? t('endDateRequiredHelp') : t('endDateHelp')}
              type="date"
              required={suspended}
              fullWidth
              slotProps={dateLabel}
            />
          </Stack>
        </Stack>
      )}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} href={MODERATION_PAGES.queue} sx={{ minHeight: 44 }}>
          {t('cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          aria-busy={sending}
          startIcon={
            sending && !asking ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
          sx={{ minHeight: 44 }}
        >
          {t('submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t('confirmTitle')}
        confirmLabel={t('confirm')}
        destructive
        busy={save.isPending}
        onConfirm={() => asking && save.mutate(asking)}
        onClose={() => setAsking(null)}
      >
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {asking?.decision_visibility.includes('DECISION_VISIBILITY_CONTENT_REMOVED') && (
            <li>{t('confirmRemove')}</li>
          )}
          {asking?.decision_account === 'DECISION_ACCOUNT_SUSPENDED' && (
            <li>{t('confirmSuspend', { date: asking.end_date ? format.date(asking.end_date) : '' })}</li>
          )}
          {asking?.decision_account === 'DECISION_ACCOUNT_TERMINATED' && <li>{t('confirmTerminate')}</li>}
        </Box>
        <Box component="p" sx={{ mb: 0 }}>
          {t('confirmNotice')}
        </Box>
      </ConfirmDialog>
    </Stack>
  );
}
