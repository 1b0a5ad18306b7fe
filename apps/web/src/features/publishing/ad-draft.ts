import type { Condition, Delivery, OwnAdDetail, PriceType, RentalPeriod } from '@kraam/shared';
import { formatPhone } from '@kraam/shared/phone';

export const STEPS = ['category', 'details', 'price', 'photos', 'location', 'contact', 'review'] as const;
export type StepKey = (typeof STEPS)[number];

export const DEFAULT_PHONE_CODE = '+31';

/** The new-ad form as the user fills it in; kept in localStorage so a reload loses nothing. */
export interface AdDraft {
  version: 1;
  /** Set when editing an existing ad. */
  editId: number | null;
  step: StepKey;
  categoryId: number | null;
  title: string;
  description: string;
  condition: Condition | '';
  /** Tags typed as one comma-separated line. */
  tags: string;
  /** Category fields as typed: text/number/select as strings, booleans as booleans. */
  fieldValues: Record<string, string | boolean>;
  priceType: PriceType | '';
  /** Euros as typed: '12', '12,50', '1.250'. */
  price: string;
  rentalPeriod: RentalPeriod | '';
  /** File ids, main image first. */
  imageIds: string[];
  countryId: number | null;
  provinceId: number | null;
  city: { id: number; name: string; latitude?: number; longitude?: number } | null;
  postalCode: string;
  street: string;
  latitude: number | null;
  longitude: number | null;
  showLocation: boolean;
  phoneCode: string;
  /** The number without its country code. */
  phoneNumber: string;
  delivery: Delivery | '';
}

export function emptyDraft(): AdDraft {
  return {
    version: 1,
    editId: null,
    step: 'category',
    categoryId: null,
    title: '',
    description: '',
    condition: '',
    tags: '',
    fieldValues: {},
    priceType: '',
    price: '',
    rentalPeriod: '',
    imageIds: [],
    countryId: null,
    provinceId: null,
    city: null,
    postalCode: '',
    street: '',
    latitude: null,
    longitude: null,
    showLocation: true,
    phoneCode: DEFAULT_PHONE_CODE,
    phoneNumber: '',
    delivery: '',
  };
}

/** '1.250,50' / '1250.50' / '12' → cents; null when it is not an amount. */
export function parseEuros(typed: string): number | null {
  const compact = typed.replace(/[\s€]/g, '');
  if (compact === '') return null;
  let normal: string;
  if (compact.includes(',')) normal = compact.replace(/\./g, '').replace(',', '.');
  else if (/^\d+\.\d{1,2}$/.test(compact)) normal = compact;
  else normal = compact.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return null;
  return Math.round(Number(normal) * 100);
}

/** Cents as a Dutch-style amount for the price field: 125050 → '1250,50', 1200 → '12'. */
export function formatEuros(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ',');
}

/**
 * '+31' and '06 12345678' → '+31612345678': the national trunk 0 goes when the country code is added; a
 * number typed with + or 00 and its own code keeps that. The shared schema checks and stores it as E.164.
 */
export function fullPhone(code: string, number: string): string | null {
  const digits = number.replace(/[^\d+]/g, '');
  if (digits === '') return null;
  if (digits.startsWith('+')) return digits;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `${code}${digits.replace(/^0+/, '')}`;
}

/**
 * A stored '+31612345678' for the form, as people write it: a Dutch number national ('06 12345678') after
 * +31, another after its known code ('470 12 34 56' after +32), else in full with its own code.
 */
export function splitPhone(
  phone: string | null,
  codes: readonly string[],
): { phoneCode: string; phoneNumber: string } {
  if (!phone) return { phoneCode: DEFAULT_PHONE_CODE, phoneNumber: '' };
  const shown = formatPhone(phone);
  if (!shown.startsWith('+')) return { phoneCode: DEFAULT_PHONE_CODE, phoneNumber: shown };
  const code = [...codes].sort((a, b) => b.length - a.length).find((c) => shown.startsWith(`${c} `));
  return code
    ? { phoneCode: code, phoneNumber: shown.slice(code.length).trim() }
    : { phoneCode: DEFAULT_PHONE_CODE, phoneNumber: shown };
}

/** An existing ad loaded into the form (edit mode). */
export function draftFromAd(ad: OwnAdDetail, phoneCodes: readonly string[]): AdDraft {
  const fieldValues: AdDraft['fieldValues'] = {};
  for (const [key, value] of Object.entries(ad.fieldValues))
    fieldValues[key] = typeof value === 'boolean' ? value : String(value);
  return {
    ...emptyDraft(),
    editId: ad.id,
    step: 'details',
    categoryId: ad.categoryId,
    title: ad.title,
    description: ad.description,
    condition: ad.condition ?? '',
    tags: ad.tags.join(', '),
    fieldValues,
    priceType: ad.priceType,
    price: ad.priceCents === null ? '' : formatEuros(ad.priceCents),
    rentalPeriod: ad.rentalPeriod ?? '',
    imageIds: ad.imageIds,
    countryId: ad.location.countryId,
    provinceId: ad.location.provinceId,
    city: ad.location.cityId ? { id: ad.location.cityId, name: ad.cityName ?? '' } : null,
    postalCode: ad.location.postalCode ?? '',
    street: ad.location.street ?? '',
    latitude: ad.location.latitude,
    longitude: ad.location.longitude,
    showLocation: ad.location.showLocation,
    ...splitPhone(ad.phone, phoneCodes),
    delivery: ad.delivery,
  };
}
