'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import {
  ANONYMOUS_REPORT_CATEGORY,
  API_PATHS,
  REPORT_CATEGORIES,
  REPORT_EXPLANATION_MAX_LENGTH,
  REPORT_EXPLANATION_MIN_LENGTH,
  type ReportInsertBody,
  type UserDetails,
} from '@kraam/shared';
import buttons from '@/components/buttons/button.module.css';
import { OutlinedField } from '@/components/forms/outlined-field';
import fieldStyles from '@/components/forms/outlined-field.module.css';
import { SubmitButton } from '@/components/forms/submit-button';
import { useApiBase } from '@/lib/api/api-base-context';
import { reportSubmitFailure } from '@/lib/forms/report-submit-failure';
import { useSchemaResolver } from '@/lib/forms/use-schema-resolver';
import { apiQuery } from '@/lib/query/api-query';
import { useViewer } from '@/lib/session/viewer-context';
import { sendReport } from '../api/report-calls';
import styles from './report-dialog.module.css';

export interface ReportableTarget {
  type: 'ad' | 'booth' | 'message' | 'review';
  id: number;
}

interface ReportValues {
  category: string | null;
  explanation: string;
  name: string;
  email: string;
  goodFaith: boolean;
}

const FIELDS = ['category', 'explanation', 'name', 'email', 'goodFaith'] as const;
const loadSchema = () => import('@kraam/shared/reports').then((module) => module.reportInsertBodySchema);

/** The explanation: a plain multi-line field in the outlined look, with its count or its error. */
function ExplanationField({
  control,
  label,
}: {
  control: Control<ReportValues, unknown, ReportInsertBody>;
  label: string;
}) {
  const t = useTranslations('report');
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'explanation' });
  const message = fieldState.error?.message;
  return (
    <div className={fieldStyles.field}>
      <div
        className={message ? `${fieldStyles.box} ${fieldStyles.invalid}` : fieldStyles.box}
        data-focus-frame
      >
        <textarea
          {...field}
          id={id}
          rows={5}
          maxLength={REPORT_EXPLANATION_MAX_LENGTH}
          className={`${fieldStyles.input} ${styles.textarea}`}
          placeholder=" "
          required
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-text`}
        />
        <label htmlFor={id} className={fieldStyles.label}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
      </div>
      <p
        id={`${id}-text`}
        className={message ? `${fieldStyles.helper} ${fieldStyles.error}` : fieldStyles.helper}
      >
        {message ??
          t('explanationHelp', {
            count: field.value.length,
            max: REPORT_EXPLANATION_MAX_LENGTH,
            min: REPORT_EXPLANATION_MIN_LENGTH,
          })}
      </p>
    </div>
  );
}

interface ReportDialogProps {
  target: ReportableTarget;
  open: boolean;
  onClose: () => void;
}

/**
 * The notice form (Digital Services Act, Art. 16): what is wrong in plain words, an explanation, who
 * reports (filled in for a signed-in user; may be left out only about child abuse) and the good-faith
 * statement; then the case number. A native modal dialog: focus stays inside, Escape closes it.
 */
export function ReportDialog({ target, open, onClose }: ReportDialogProps) {
  const t = useTranslations('report');
  const lang = useLocale();
  const apiBase = useApiBase();
  const { token, userId } = useViewer();
  const dialog = useRef<HTMLDialogElement>(null);
  const [caseNumber, setCaseNumber] = useState<{ number: string; message: string | null } | null>(null);
  const details = useQuery({
    ...apiQuery<UserDetails>({ apiBase, path: API_PATHS.userGet, lang, token, viewer: userId }),
    enabled: Boolean(token),
  });
  const form = useForm<ReportValues, unknown, ReportInsertBody>({
    defaultValues: { category: '', explanation: '', name: '', email: '', goodFaith: false },
    resolver: useSchemaResolver<ReportValues, ReportInsertBody>(loadSchema, {
      // No radio checked reads as null: that is a category left empty, not a wrong one.
      toInput: (values) => ({
        ...values,
        category: values.category ?? '',
        targetType: target.type,
        targetId: target.id,
      }),
    }),
  });
  const category = useWatch({ control: form.control, name: 'category' });

  // A signed-in reporter's name and email are filled in, unless they typed their own already.
  const { getValues, setValue } = form;
  useEffect(() => {
    const user = details.data;
    if (!user) return;
    if (!getValues('name')) setValue('name', `${user.firstName} ${user.lastName}`.trim());
    if (!getValues('email')) setValue('email', user.email);
  }, [details.data, getValues, setValue]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const submit = form.handleSubmit(async (body) => {
    try {
      const answer = await sendReport({ apiBase, lang, token }, body);
      setCaseNumber({ number: answer.data.caseNumber, message: answer.message });
    } catch (error) {
      reportSubmitFailure(error, {
        setError: form.setError,
        fields: FIELDS,
        fallback: t('failed'),
        toastId: 'report-failed',
      });
    }
  });

  const close = () => {
    if (caseNumber) {
      form.reset();
      setCaseNumber(null);
    }
    onClose();
  };
  const titleId = useId();
  const categoryError = form.formState.errors.category?.message;
  const goodFaithError = form.formState.errors.goodFaith?.message;

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClose={close}>
      <h2 id={titleId} className={styles.title}>
        {caseNumber ? t('doneTitle') : t(`title.${target.type}`)}
      </h2>
      {caseNumber ? (
        <div className={styles.done} role="status">
          <p className={styles.caseNumber}>{t('caseNumber', { caseNumber: caseNumber.number })}</p>
          {caseNumber.message && <p>{caseNumber.message}</p>}
          <button type="button" className={`${buttons.button} ${buttons.contained}`} onClick={close}>
            {t('close')}
          </button>
        </div>
      ) : (
        <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
          <p className={styles.intro}>{t('intro')}</p>
          <fieldset className={styles.categories} aria-invalid={Boolean(categoryError)}>
            <legend className={styles.legend}>
              {t('category')}
              <span aria-hidden="true"> *</span>
            </legend>
            {REPORT_CATEGORIES.map((value) => (
              <label key={value} className={styles.choice}>
                <input type="radio" value={value} {...form.register('category')} />
                {t(`categories.${value}`)}
              </label>
            ))}
            {categoryError && (
              <p className={`${fieldStyles.helper} ${fieldStyles.error}`} role="alert">
                {categoryError}
              </p>
            )}
          </fieldset>
          <ExplanationField control={form.control} label={t('explanation')} />
          {category === ANONYMOUS_REPORT_CATEGORY && <p className={styles.note}>{t('anonymousAllowed')}</p>}
          <OutlinedField
            control={form.control}
            name="name"
            label={t('name')}
            autoComplete="name"
            required={category !== ANONYMOUS_REPORT_CATEGORY}
          />
          <OutlinedField
            control={form.control}
            name="email"
            label={t('email')}
            type="email"
            autoComplete="email"
            required={category !== ANONYMOUS_REPORT_CATEGORY}
          />
          <label className={styles.choice}>
            <input type="checkbox" {...form.register('goodFaith')} aria-invalid={Boolean(goodFaithError)} />
            {t('goodFaith')}
          </label>
          {goodFaithError && (
            <p className={`${fieldStyles.helper} ${fieldStyles.error}`} role="alert">
              {goodFaithError}
            </p>
          )}
          <div className={styles.actions}>
            <button type="button" className={`${buttons.button} ${buttons.outlined}`} onClick={close}>
              {t('cancel')}
            </button>
            <SubmitButton sending={form.formState.isSubmitting}>{t('submit')}</SubmitButton>
          </div>
        </form>
      )}
    </dialog>
  );
}
