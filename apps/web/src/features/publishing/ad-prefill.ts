import type { Booth, City, Province } from '@kraam/shared';
import { splitPhone, type AdDraft } from './ad-draft';

/** What a new ad can start from: the booth's address (its city looked up) and the account's phone. */
export interface AdPrefill {
  booth: Pick<Booth, 'street' | 'postalCode'> | null;
  /** The booth's city as the place list has it (province and centre), when the booth has one. */
  city: City | null;
  province: Province | null;
  phone: string | null;
}

const locationEmpty = (draft: AdDraft) =>
  draft.provinceId === null &&
  draft.city === null &&
  draft.postalCode === '' &&
  draft.street === '' &&
  draft.latitude === null &&
  draft.longitude === null;

/**
 * The fields a new ad takes from the booth and the account. A group the draft already has something in
 * (typed, or restored from storage) is left as it is: the location as a whole, the phone number alone.
 */
export function prefillPatch(
  draft: AdDraft,
  prefill: AdPrefill,
  phoneCodes: readonly string[],
): Partial<AdDraft> {
  const patch: Partial<AdDraft> = {};
  const { booth, city, province, phone } = prefill;
  if (locationEmpty(draft) && booth) {
    if (booth.postalCode) patch.postalCode = booth.postalCode;
    if (booth.street) patch.street = booth.street;
    // The city only with its province: the form cannot show (or send) one without the other.
    if (city && province) {
      patch.countryId = province.countryId;
      patch.provinceId = province.id;
      patch.city = { id: city.id, name: city.name };
      // The city's centre, as choosing the city in the form gives.
      patch.latitude = city.latitude;
      patch.longitude = city.longitude;
    }
  }
  if (draft.phoneNumber === '' && phone) Object.assign(patch, splitPhone(phone, phoneCodes));
  return patch;
}
