import { priceTypeNeedsAmount, type CategoryField, type FieldValues } from '@kraam/shared';
import { fullPhone, parseEuros, type AdDraft } from './ad-draft';

/**
 * Category field values as the API takes them: numbers as numbers (NaN when what was typed is none, so
 * the shared schema refuses it), empty ones left out.
 */
export function fieldValuesFor(draft: AdDraft, fields: readonly CategoryField[]): FieldValues {
  const values: FieldValues = {};
  for (const field of fields) {
    const value = draft.fieldValues[field.key];
    if (value === undefined || value === '') continue;
    if (field.type === 'boolean') values[field.key] = value === true;
    else if (field.type === 'number') values[field.key] = Number(String(value).trim().replace(',', '.'));
    else values[field.key] = String(value).trim();
  }
  return values;
}

const tagsOf = (typed: string): string[] =>
  typed
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);

/** The typed amount in cents: null when empty, NaN when it is not an amount (the schema says which). */
function priceCentsOf(draft: AdDraft): number | null {
  if (draft.priceType === '' || !priceTypeNeedsAmount(draft.priceType)) return null;
  if (draft.price.trim() === '') return null;
  return parseEuros(draft.price) ?? Number.NaN;
}

/**
 * The draft as the Insert body, before validation: what the user has not chosen yet stays empty ('' or 0)
 * so the shared schema (packages/shared/src/ad-body.ts) reports it, with the path the API would use.
 */
export function draftToBody(draft: AdDraft, fields: readonly CategoryField[]) {
  return {
    categoryId: draft.categoryId ?? 0,
    title: draft.title,
    description: draft.description,
    priceType: draft.priceType,
    priceCents: priceCentsOf(draft),
    rentalPeriod: draft.priceType === 'rental' && draft.rentalPeriod ? draft.rentalPeriod : null,
    condition: draft.condition || null,
    delivery: draft.delivery,
    tags: tagsOf(draft.tags),
    fieldValues: fieldValuesFor(draft, fields),
    phone: fullPhone(draft.phoneCode, draft.phoneNumber),
    imageIds: draft.imageIds,
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
  };
}
