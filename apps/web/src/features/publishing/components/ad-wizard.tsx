'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import type { CategoryNode } from '@kraam/shared';
import { adEditBodySchema, adInsertBodySchema } from '@kraam/shared/ad-body';
import { ApiError, errorMessage } from '@/lib/api/api-error';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { scrollBehavior } from '@/lib/scroll-behavior';
import { DEFAULT_PHONE_CODE, STEPS, emptyDraft, type AdDraft, type StepKey } from '../ad-draft';
import { draftToBody } from '../ad-draft-body';
import { prefillPatch, type AdPrefill } from '../ad-prefill';
import { adFormResolver, draftFieldOf, errorTexts, stepOfPath } from '../ad-form-schema';
import { clearDraft, writeDraft } from '../draft-storage';
import { useCategoryFields, useCategoryFieldsLoader } from '../hooks/use-category-fields';
import { useCountries } from '../hooks/use-places';
import { usePublishAd, type AdWrite } from '../hooks/use-publish-ad';
import { AdPrefillLoader } from './ad-prefill-loader';
import { FormNavigation } from './form-navigation';
import { StartOver } from './start-over';
import { StepContent } from './step-content';
import { StepProgress } from './step-progress';

interface AdWizardProps {
  initial: AdDraft;
  tree: CategoryNode[];
  tileUrl: string;
  /** The server said the user has no booth (yet). */
  onNoBooth: () => void;
}

// Resolver options for checking a step outside trigger(): no registered inputs, the first problem per field.
const CHECK_OPTIONS = { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' } as const;

/** The Insert or Edit body as the shared schema gives it, or null when it refuses the draft. */
function writeOf(editId: number | null, body: ReturnType<typeof draftToBody>): AdWrite | null {
  if (editId === null) {
    const insert = adInsertBodySchema.safeParse(body);
    return insert.success ? { kind: 'insert', body: insert.data } : null;
  }
  const edit = adEditBodySchema.safeParse({ ...body, id: editId });
  return edit.success ? { kind: 'edit', body: edit.data } : null;
}

const focusFirst = (names: string[]) =>
  requestAnimationFrame(() => {
    const first = names[0];
    const element = first
      ? document.querySelector<HTMLElement>(`[name="${first.replace(/["\\]/g, '\\$&')}"]`)
      : null;
    element?.focus();
  });

/**
 * The multi-step form on react-hook-form: each step validates its slice of the shared ad schema before
 * the next (adFormResolver), the API's field errors land on their fields, and every change is stored so
 * a reload resumes where the user was.
 */
export function AdWizard({ initial, tree, tileUrl, onNoBooth }: AdWizardProps) {
  const t = useTranslations('publish.newAd');
  const tErrors = useTranslations('publish.errors');
  const router = useRouter();
  const { items: countries, error: countriesError, pending: countriesPending } = useCountries();
  const phoneCodes = useMemo(
    () =>
      [...new Set([DEFAULT_PHONE_CODE, ...countries.map((country) => country.phoneCode)])].filter((code) =>
        code.startsWith('+'),
      ),
    [countries],
  );
  const fieldsOf = useCategoryFieldsLoader();
  const resolver = useMemo(() => adFormResolver(fieldsOf, (key) => tErrors(key)), [fieldsOf, tErrors]);
  const form = useForm<AdDraft>({ defaultValues: initial, resolver });
  const { control, setValue, getValues, clearErrors, setError, trigger, reset, formState } = form;
  const draft = useWatch({ control, compute: (values: AdDraft) => values });
  const category = useCategoryFields(draft.categoryId);
  const errors = errorTexts(formState.errors);
  const publishing = usePublishAd();
  const [pendingCategory, setPendingCategory] = useState<number | null>(null);
  // The furthest step reached: a new ad may jump forward only that far; an ad being edited is whole.
  const [reached, setReached] = useState(() =>
    initial.editId === null ? STEPS.indexOf(initial.step) : STEPS.length - 1,
  );
  const [prefill, setPrefill] = useState<AdPrefill | null>(null);
  const prefilled = useRef(false);

  // Every change is stored, so a reload resumes where the user was; once the ad is published the draft is
  // gone for good, and a render still to come must not store it again.
  const published = useRef(false);
  useEffect(() => {
    if (!published.current) writeDraft(draft);
  }, [draft]);

  const update = useCallback(
    (patch: Partial<AdDraft>) => {
      const keys = Object.keys(patch) as (keyof AdDraft)[];
      // Each key gets its own value from the patch; TypeScript cannot follow that through the loop.
      for (const key of keys) setValue(key, patch[key] as never, { shouldDirty: true });
      const touched: FieldPath<AdDraft>[] = [...keys];
      if ('phoneCode' in patch) touched.push('phoneNumber');
      clearErrors(touched);
    },
    [setValue, clearErrors],
  );

  // A new ad starts with the booth's address and the account's phone, once both (and the phone country
  // codes) are known; only into what is still empty, so typing in the meantime and a restored draft stay.
  useEffect(() => {
    if (prefill === null || countriesPending || prefilled.current) return;
    prefilled.current = true;
    const patch = prefillPatch(getValues(), prefill, phoneCodes);
    if (Object.keys(patch).length > 0) update(patch);
  }, [prefill, countriesPending, phoneCodes, getValues, update]);

  const goTo = (step: StepKey) => {
    setValue('step', step);
    setReached((furthest) => Math.max(furthest, STEPS.indexOf(step)));
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };

  const showErrors = (found: Partial<Record<string, string>>) => {
    for (const [field, message] of Object.entries(found))
      setError(field as FieldPath<AdDraft>, { type: 'validate', message });
    focusFirst(Object.keys(found));
  };

  const next = async () => {
    if (!(await trigger())) {
      focusFirst(Object.keys(errorTexts(form.formState.errors)));
      return;
    }
    const index = STEPS.indexOf(draft.step);
    goTo(STEPS[Math.min(index + 1, STEPS.length - 1)] ?? 'review');
  };

  const chooseCategory = (id: number) => {
    if (draft.categoryId !== null && draft.categoryId !== id) setPendingCategory(id);
    else update({ categoryId: id });
  };

  /** The API's field errors on their fields, on the step of the first one. */
  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const found: Partial<Record<string, string>> = {};
    let firstStep: StepKey | null = null;
    for (const [path, messages] of Object.entries(fieldErrors)) {
      const field = draftFieldOf(path);
      if (!field) continue;
      found[field] = messages.join(' ');
      firstStep ??= stepOfPath(path);
    }
    if (firstStep) goTo(firstStep);
    showErrors(found);
  };

  const send = (write: AdWrite, editing: boolean) =>
    publishing.mutate(write, {
      onSuccess: ({ message }) => {
        toast.success(message ?? (editing ? t('saved') : t('published')));
        published.current = true;
        clearDraft(write.kind === 'edit' ? write.body.id : null);
        router.push('/dashboard/advertisment');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'NO_BOOTH') {
          onNoBooth();
          return;
        }
        if (error instanceof ApiError) showServerErrors(error.fields);
        toast.error(errorMessage(error, t('publishFailed')), { toastId: 'publish-failed' });
      },
    });

  /** Checks the steps in order; at the first that fails it goes there, shows why and answers false. */
  const allPass = async (steps: readonly StepKey[]): Promise<boolean> => {
    const values = getValues();
    for (const step of steps) {
      const checked = await resolver({ ...values, step }, undefined, CHECK_OPTIONS);
      const found = errorTexts(checked.errors);
      if (Object.keys(found).length > 0) {
        goTo(step);
        showErrors(found);
        return false;
      }
    }
    return true;
  };

  /** From the step indicator: back always, forward as far as reached and only over steps that pass. */
  const jump = async (target: StepKey) => {
    const from = STEPS.indexOf(getValues('step'));
    const to = STEPS.indexOf(target);
    if (to === from || to > reached) return;
    if (to > from && !(await allPass(STEPS.slice(from, to)))) return;
    goTo(target);
  };

  const publish = async () => {
    if (!(await allPass(STEPS))) return;
    const values = getValues();
    // Every step passed, so the whole body does too; what is sent is the shared schema's output.
    const body = draftToBody(values, await fieldsOf(values.categoryId));
    const write = writeOf(values.editId, body);
    if (write) send(write, values.editId !== null);
    else toast.error(t('publishFailed'), { toastId: 'publish-failed' });
  };

  // A fresh start is a new ad again: it takes the booth's address and the account's phone anew.
  const startOver = () => {
    const empty = emptyDraft();
    reset(prefill ? { ...empty, ...prefillPatch(empty, prefill, phoneCodes) } : empty);
    clearDraft(null);
    setReached(0);
  };

  const stepIndex = STEPS.indexOf(draft.step);
  return (
    <Box>
      {initial.editId === null && <AdPrefillLoader onReady={setPrefill} />}
      <StepProgress
        step={draft.step}
        reached={reached}
        onStep={(step) => void jump(step)}
        action={
          draft.editId === null ? (
            <StartOver photos={draft.imageIds.length} disabled={publishing.isPending} onConfirm={startOver} />
          ) : undefined
        }
      />
      <Box component="section" aria-labelledby="step-heading" sx={{ mt: 3 }}>
        <StepContent
          draft={draft}
          update={update}
          errors={errors}
          tree={tree}
          fields={category.fields}
          fieldsLoading={category.loading}
          fieldsError={category.error}
          countries={countries}
          countriesError={countriesError}
          phoneCodes={phoneCodes}
          tileUrl={tileUrl}
          onChooseCategory={chooseCategory}
          onEditStep={goTo}
        />
      </Box>
      <FormNavigation
        step={draft.step}
        editing={draft.editId !== null}
        sending={publishing.isPending}
        onBack={() => goTo(STEPS[Math.max(stepIndex - 1, 0)] ?? 'category')}
        onNext={() => void next()}
        onPublish={() => void publish()}
      />
      <ConfirmDialog
        open={pendingCategory !== null}
        title={t('changeCategoryTitle')}
        confirmLabel={t('changeCategoryConfirm')}
        onClose={() => setPendingCategory(null)}
        onConfirm={() => {
          if (pendingCategory !== null) update({ categoryId: pendingCategory, fieldValues: {} });
          setPendingCategory(null);
        }}
      >
        {t('changeCategoryText')}
      </ConfirmDialog>
    </Box>
  );
}
