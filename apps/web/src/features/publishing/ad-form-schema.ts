import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { set, type FieldError, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import type { CategoryField, FieldValues } from '@kraam/shared';
import { adBodyBaseSchema, adInsertBodySchema, checkAdPrice } from '@kraam/shared/ad-body';
import { STEPS, type AdDraft, type StepKey } from './ad-draft';
import { draftToBody } from './ad-draft-body';

/** Keys under `publish.errors`: what the form says about a field, in the page's language. */
export type AdFormErrorKey =
  | 'required'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'invalidAmount'
  | 'invalidNumber'
  | 'invalidPostalCode'
  | 'phoneInvalid'
  | 'locationNotSelected'
  | 'tooManyImages'
  | 'tooManyTags'
  | 'invalid';

export type AdFormField = FieldPath<AdDraft>;

/** The Insert body's fields without the rules across them, photos included: each step picks its slice. */
const adFormFields = adBodyBaseSchema.extend({ imageIds: adInsertBodySchema.shape.imageIds });

/**
 * The category's own fields that must be filled in (GetFields says which; the shared schema checks the
 * values' types). A yes/no field that is off is an answer. Runs beside the slice's other problems.
 */
const requireCategoryFields =
  (fields: readonly CategoryField[]) => (body: { fieldValues: FieldValues }, ctx: z.RefinementCtx) => {
    for (const field of fields)
      if (field.required && field.type !== 'boolean' && !Object.hasOwn(body.fieldValues, field.key))
        ctx.addIssue({ code: 'custom', path: ['fieldValues', field.key], message: 'REQUIRED' });
  };

/** Each step's slice of the shared Insert schema; the review step asks nothing new. */
function stepSlices(fields: readonly CategoryField[]) {
  return {
    category: adFormFields.pick({ categoryId: true }),
    details: adFormFields
      .pick({ title: true, description: true, condition: true, tags: true, fieldValues: true })
      .superRefine(requireCategoryFields(fields), { when: () => true }),
    price: adFormFields
      .pick({ priceType: true, priceCents: true, rentalPeriod: true })
      .superRefine(checkAdPrice),
    photos: adFormFields.pick({ imageIds: true }),
    location: adFormFields.pick({ location: true }),
    contact: adFormFields.pick({ phone: true, delivery: true }),
    review: z.object({}),
  } satisfies Record<StepKey, z.ZodObject>;
}

const SLICE_FIELDS = stepSlices([]);

/** The step whose slice holds a body path ('location.cityId' → location); contact for anything else. */
export function stepOfPath(path: string): StepKey {
  const root = path.split('.')[0] ?? '';
  return STEPS.find((step) => Object.hasOwn(SLICE_FIELDS[step].shape, root)) ?? 'contact';
}

/** A draft checked as the Insert body it becomes, against the slice of `step`. */
export const stepSchema = (step: StepKey, fields: readonly CategoryField[]) =>
  z
    .custom<AdDraft>()
    // The slice takes what it picks from the whole body; the rest is stripped.
    .transform((draft): unknown => draftToBody(draft, fields))
    .pipe(stepSlices(fields)[step]);

// Body paths whose draft field has another name; the rest keep theirs (tags.3 is tags).
const DRAFT_FIELD_OF_PATH: Partial<Record<string, AdFormField>> = {
  priceCents: 'price',
  phone: 'phoneNumber',
  'location.countryId': 'countryId',
  'location.provinceId': 'provinceId',
  'location.cityId': 'city',
  'location.postalCode': 'postalCode',
  'location.street': 'street',
  'location.latitude': 'latitude',
  'location.longitude': 'longitude',
  'location.showLocation': 'showLocation',
};
const SAME_NAME = new Set<string>([
  'categoryId',
  'title',
  'description',
  'condition',
  'tags',
  'priceType',
  'rentalPeriod',
  'imageIds',
  'delivery',
]);

/** The form field that shows a problem the API (or the shared schema) reports at a body path. */
export function draftFieldOf(path: string): AdFormField | null {
  const renamed = DRAFT_FIELD_OF_PATH[path];
  if (renamed) return renamed;
  if (path.startsWith('fieldValues.')) return `fieldValues.${path.slice('fieldValues.'.length)}`;
  const root = path.split('.')[0] ?? '';
  return SAME_NAME.has(root) ? (root as AdFormField) : null;
}

/** Which text says a schema problem, from where it is and what kind it is. */
function errorKeyOf(
  path: string,
  { type, message }: FieldError,
  fields: readonly CategoryField[],
): AdFormErrorKey {
  const root = path.split('.')[0];
  if (path === 'location.cityId') return 'locationNotSelected';
  if (message === 'REQUIRED') return 'required';
  switch (root) {
    case 'title':
      return type === 'too_big' ? 'titleTooLong' : 'invalid';
    case 'description':
      return type === 'too_big' ? 'descriptionTooLong' : 'invalid';
    case 'tags':
      return type === 'too_big' ? 'tooManyTags' : 'invalid';
    case 'priceCents':
      return 'invalidAmount';
    case 'imageIds':
      return 'tooManyImages';
    case 'phone':
      return 'phoneInvalid';
    case 'fieldValues': {
      const key = path.slice('fieldValues.'.length);
      return fields.find((field) => field.key === key)?.type === 'number' ? 'invalidNumber' : 'invalid';
    }
    case 'location':
      if (path === 'location.postalCode') return 'invalidPostalCode';
      return path === 'location.countryId' || path === 'location.provinceId' ? 'required' : 'invalid';
    default:
      // Nothing chosen yet: a category, price type, rental period, condition or delivery.
      return 'required';
  }
}

/** zodResolver's errors are nested by path; these are the leaves with their dotted paths. */
function leaves(errors: FieldErrors, prefix = ''): [string, FieldError][] {
  return Object.entries(errors).flatMap(([key, value]): [string, FieldError][] => {
    if (!value || typeof value !== 'object') return [];
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value.type === 'string'
      ? [[path, value as FieldError]]
      : leaves(value as FieldErrors, path);
  });
}

/**
 * The form's resolver: zodResolver over the current step's slice of the shared schema, with each problem
 * moved to the draft field that shows it and said in the page's language (`message`). `fieldsOf` gives
 * the own fields of the draft's category, waiting for them when they are still loading.
 */
export function adFormResolver(
  fieldsOf: (categoryId: number | null) => Promise<readonly CategoryField[]>,
  message: (key: AdFormErrorKey) => string,
): Resolver<AdDraft> {
  return async (values, context, options) => {
    const fields = await fieldsOf(values.categoryId);
    const result = await zodResolver(stepSchema(values.step, fields))(values, context, options);
    const errors: FieldErrors<AdDraft> = {};
    for (const [path, error] of leaves(result.errors)) {
      const field = draftFieldOf(path);
      // The first problem of a field is the one it shows.
      if (field && !Object.hasOwn(errorTexts(errors), field))
        set(errors, field, { type: error.type, message: message(errorKeyOf(path, error, fields)) });
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** Form errors by field name ('city', 'fieldValues.brand') with their texts, for the steps to show. */
export function errorTexts(errors: FieldErrors): Partial<Record<string, string>> {
  return Object.fromEntries(leaves(errors).map(([path, error]) => [path, error.message ?? '']));
}
