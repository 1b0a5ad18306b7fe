import {
  AD_MAX_PRICE_CENTS,
  DUTCH_POSTAL_CODE_PATTERN,
  AD_MAX_TAGS,
  AD_TAG_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_IMAGES_PER_AD,
  adPhoneSchema,
  priceTypeNeedsAmount,
  type AdEditBody,
  type AdInsertInput,
  type CategoryField,
} from '@kraam/shared';
import { STEPS, fieldValuesFor, fullPhone, parseEuros, type AdDraft, type StepKey } from './ad-draft';

/** Keys under `publish.errors`. */
export type DraftErrorKey =
  | 'required'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'invalidAmount'
  | 'invalidNumber'
  | 'invalidPostalCode'
  | 'phoneCountryCode'
  | 'locationNotSelected'
  | 'tooManyImages'
  | 'tooManyTags';

/** Problems by field path, the same paths the API uses for its field errors. */
export type DraftErrors = Record<string, DraftErrorKey>;

function categoryFieldErrors(draft: AdDraft, fields: readonly CategoryField[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of fields) {
    const value = draft.fieldValues[field.key];
    const empty = value === undefined || value === '';
    if (field.required && empty && field.type !== 'boolean') errors[`fieldValues.${field.key}`] = 'required';
    if (field.type === 'number' && !empty && !/^-?\d+([.,]\d+)?$/.test(String(value).trim()))
      errors[`fieldValues.${field.key}`] = 'invalidNumber';
  }
  return errors;
}

const tagsOf = (typed: string): string[] =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

/** What keeps the user on `step` (SPEC §5); empty when they may move on. */
export function validateStep(step: StepKey, draft: AdDraft, fields: readonly CategoryField[]): DraftErrors {
  const errors: DraftErrors = {};
  switch (step) {
    case 'category':
      if (draft.categoryId === null) errors.categoryId = 'required';
      break;
    case 'details': {
      if (draft.title.trim() === '') errors.title = 'required';
      else if (draft.title.trim().length > AD_TITLE_MAX_LENGTH) errors.title = 'titleTooLong';
      if (draft.description.length > MAX_DESCRIPTION_LENGTH) errors.description = 'descriptionTooLong';
      const tags = tagsOf(draft.tags);
      if (tags.length > AD_MAX_TAGS || tags.some((tag) => tag.length > AD_TAG_MAX_LENGTH))
        errors.tags = 'tooManyTags';
      Object.assign(errors, categoryFieldErrors(draft, fields));
      break;
    }
    case 'price': {
      if (draft.priceType === '') {
        errors.priceType = 'required';
        break;
      }
      if (priceTypeNeedsAmount(draft.priceType)) {
        const cents = parseEuros(draft.price);
        if (draft.price.trim() === '') errors.priceCents = 'required';
        else if (cents === null || cents > AD_MAX_PRICE_CENTS) errors.priceCents = 'invalidAmount';
      }
      if (draft.priceType === 'rental' && draft.rentalPeriod === '') errors.rentalPeriod = 'required';
      break;
    }
    case 'photos':
      if (draft.imageIds.length > MAX_IMAGES_PER_AD) errors.imageIds = 'tooManyImages';
      break;
    case 'location':
      if (draft.countryId === null) errors['location.countryId'] = 'required';
      if (draft.provinceId === null) errors['location.provinceId'] = 'required';
      if (draft.city === null) errors['location.cityId'] = 'locationNotSelected';
      if (draft.postalCode.trim() !== '' && !DUTCH_POSTAL_CODE_PATTERN.test(draft.postalCode.trim()))
        errors['location.postalCode'] = 'invalidPostalCode';
      break;
    case 'contact': {
      const phone = fullPhone(draft.phoneCode, draft.phoneNumber);
      if (phone !== null && !adPhoneSchema.safeParse(phone).success) errors.phone = 'phoneCountryCode';
      if (draft.delivery === '') errors.delivery = 'required';
      break;
    }
    case 'review':
      break;
  }
  return errors;
}

/** The first step that is not complete, or null when the whole draft may be sent. */
export function firstIncompleteStep(draft: AdDraft, fields: readonly CategoryField[]): StepKey | null {
  return STEPS.find((step) => Object.keys(validateStep(step, draft, fields)).length > 0) ?? null;
}

/** Which step holds the field a server error names, so the form can go back to it. */
export function stepOfField(path: string): StepKey {
  const root = path.split('.')[0] ?? '';
  if (root === 'categoryId') return 'category';
  if (['title', 'description', 'condition', 'tags', 'fieldValues'].includes(root)) return 'details';
  if (['priceType', 'priceCents', 'rentalPeriod'].includes(root)) return 'price';
  if (root === 'imageIds') return 'photos';
  if (root === 'location') return 'location';
  return 'contact';
}

function adBody(draft: AdDraft, fields: readonly CategoryField[]) {
  const priceType = draft.priceType || 'seeDescription';
  const needsAmount = priceTypeNeedsAmount(priceType);
  return {
    categoryId: draft.categoryId ?? 0,
    title: draft.title.trim(),
    description: draft.description.trim(),
    priceType,
    priceCents: needsAmount ? parseEuros(draft.price) : null,
    rentalPeriod: priceType === 'rental' && draft.rentalPeriod ? draft.rentalPeriod : null,
    condition: draft.condition || null,
    delivery: draft.delivery || 'pickup',
    tags: tagsOf(draft.tags),
    fieldValues: fieldValuesFor(draft, fields),
    phone: fullPhone(draft.phoneCode, draft.phoneNumber),
    location: {
      countryId: draft.countryId ?? 0,
      provinceId: draft.provinceId ?? 0,
      cityId: draft.city?.id ?? 0,
      postalCode: draft.postalCode.trim() || null,
      street: draft.street.trim() || null,
      latitude: draft.latitude,
      longitude: draft.longitude,
      showLocation: draft.showLocation,
    },
  } satisfies Omit<AdEditBody, 'id'>;
}

export const insertBody = (draft: AdDraft, fields: readonly CategoryField[]): AdInsertInput => ({
  ...adBody(draft, fields),
  imageIds: draft.imageIds,
});

export const editBody = (draft: AdDraft, fields: readonly CategoryField[], id: number): AdEditBody => ({
  ...adBody(draft, fields),
  id,
});
