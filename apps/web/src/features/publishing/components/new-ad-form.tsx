'use client';
import { useEffect, useMemo, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { toast } from 'react-toastify';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { CategoryNode } from '@kraam/shared';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { useSellerCall } from '@/lib/api/seller-call';
import { DEFAULT_PHONE_CODE, STEPS, draftFromAd, type AdDraft, type StepKey } from '../ad-draft';
import {
  editBody,
  firstIncompleteStep,
  insertBody,
  stepOfField,
  validateStep,
  type DraftErrors,
} from '../ad-draft-rules';
import { editAd, getOwnAd, insertAd } from '../api/ad-calls';
import { useAdDraft } from '../hooks/use-ad-draft';
import { useCategoryFields } from '../hooks/use-category-fields';
import { useHasBooth } from '../hooks/use-has-booth';
import { useCountries } from '../hooks/use-places';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormNavigation } from './form-navigation';
import { NoBoothNotice } from './no-booth-notice';
import { StepContent } from './step-content';
import { StepProgress } from './step-progress';

export interface NewAdFormProps {
  tree: CategoryNode[];
  tileUrl: string;
  /** The ad being edited, or null for a new one. */
  editId: number | null;
}

/** The multi-step new-ad (and edit-ad) form: each step validates before the next; progress survives a reload. */
export function NewAdForm({ tree, tileUrl, editId }: NewAdFormProps) {
  const t = useTranslations('publish.newAd');
  const tErrors = useTranslations('publish.errors');
  const call = useSellerCall();
  const router = useRouter();
  const booth = useHasBooth();
  const countries = useCountries();
  const phoneCodes = useMemo(
    () =>
      [...new Set([DEFAULT_PHONE_CODE, ...countries.map((country) => country.phoneCode)])].filter((code) =>
        code.startsWith('+'),
      ),
    [countries],
  );
  const { draft, update, load, discard } = useAdDraft(editId);
  const { fields, loading: fieldsLoading } = useCategoryFields(draft?.categoryId ?? null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);
  const [noBooth, setNoBooth] = useState(false);
  const [loadFailed, setLoadFailed] = useState<unknown>(null);
  const [pendingCategory, setPendingCategory] = useState<number | null>(null);

  // Editing without a stored draft: start from the ad as it is.
  useEffect(() => {
    if (editId === null || draft !== null) return;
    const controller = new AbortController();
    getOwnAd(call, editId, controller.signal)
      .then(({ data }) => load(draftFromAd(data, [DEFAULT_PHONE_CODE])))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadFailed(error);
      });
    return () => controller.abort();
  }, [call, editId, draft, load]);

  if (loadFailed) return <Alert severity="error">{errorMessage(loadFailed, t('loadFailed'))}</Alert>;
  if (booth === false || noBooth) return <NoBoothNotice />;
  if (booth === null || draft === null)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );

  const translate = (problems: DraftErrors) =>
    Object.fromEntries(Object.entries(problems).map(([key, problem]) => [key, tErrors(problem)]));

  const focusFirst = (keys: string[]) =>
    requestAnimationFrame(() => {
      const first = keys[0];
      const element = first
        ? document.querySelector<HTMLElement>(`[name="${first.replace(/["\\]/g, '\\$&')}"]`)
        : null;
      element?.focus();
    });

  const goTo = (step: StepKey) => {
    update({ step });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const edit = (patch: Partial<AdDraft>) => {
    update(patch);
    const touched = Object.keys(patch);
    if (touched.length > 0)
      setErrors((previous) => {
        const next = { ...previous };
        for (const key of Object.keys(next))
          if (
            touched.some(
              (field) => key === field || key.startsWith(`${field}.`) || key === `location.${field}`,
            )
          )
            delete next[key];
        if ('city' in patch) delete next['location.cityId'];
        if ('price' in patch) delete next.priceCents;
        if ('phoneNumber' in patch || 'phoneCode' in patch) delete next.phone;
        return next;
      });
  };

  const next = () => {
    const problems = validateStep(draft.step, draft, fields);
    if (Object.keys(problems).length > 0) {
      setErrors(translate(problems));
      focusFirst(Object.keys(problems));
      return;
    }
    setErrors({});
    const index = STEPS.indexOf(draft.step);
    goTo(STEPS[Math.min(index + 1, STEPS.length - 1)] ?? 'review');
  };

  const chooseCategory = (id: number) => {
    if (draft.categoryId !== null && draft.categoryId !== id) setPendingCategory(id);
    else edit({ categoryId: id });
  };

  const publish = async () => {
    const incomplete = firstIncompleteStep(draft, fields);
    if (incomplete) {
      setErrors(translate(validateStep(incomplete, draft, fields)));
      goTo(incomplete);
      return;
    }
    setSending(true);
    try {
      const { message } =
        draft.editId === null
          ? await insertAd(call, insertBody(draft, fields))
          : await editAd(call, editBody(draft, fields, draft.editId));
      toast.success(message ?? (draft.editId === null ? t('published') : t('saved')));
      discard();
      router.push('/dashboard/advertisment');
    } catch (error) {
      if (error instanceof ApiError && error.code === 'NO_BOOTH') {
        setNoBooth(true);
        return;
      }
      const fieldErrors = error instanceof ApiError ? error.fields : {};
      const keys = Object.keys(fieldErrors);
      if (keys.length > 0) {
        setErrors(Object.fromEntries(keys.map((key) => [key, (fieldErrors[key] ?? []).join(' ')])));
        const step = stepOfField(keys[0] ?? '');
        goTo(step);
        focusFirst(keys);
      }
      toast.error(errorMessage(error, t('publishFailed')), { toastId: 'publish-failed' });
    } finally {
      setSending(false);
    }
  };

  const stepIndex = STEPS.indexOf(draft.step);
  return (
    <Box>
      <StepProgress step={draft.step} onStep={(step) => STEPS.indexOf(step) < stepIndex && goTo(step)} />
      <Box component="section" aria-labelledby="step-heading" sx={{ mt: 3 }}>
        <StepContent
          draft={draft}
          update={edit}
          errors={errors}
          tree={tree}
          fields={fields}
          fieldsLoading={fieldsLoading}
          countries={countries}
          phoneCodes={phoneCodes}
          tileUrl={tileUrl}
          onChooseCategory={chooseCategory}
          onEditStep={goTo}
        />
      </Box>
      <FormNavigation
        step={draft.step}
        editing={draft.editId !== null}
        sending={sending}
        onBack={() => goTo(STEPS[Math.max(stepIndex - 1, 0)] ?? 'category')}
        onNext={next}
        onPublish={() => void publish()}
        onStartOver={draft.editId === null ? discard : undefined}
      />
      <ConfirmDialog
        open={pendingCategory !== null}
        title={t('changeCategoryTitle')}
        confirmLabel={t('changeCategoryConfirm')}
        onClose={() => setPendingCategory(null)}
        onConfirm={() => {
          if (pendingCategory !== null) edit({ categoryId: pendingCategory, fieldValues: {} });
          setPendingCategory(null);
        }}
      >
        {t('changeCategoryText')}
      </ConfirmDialog>
    </Box>
  );
}
