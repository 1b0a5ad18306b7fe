// The phone number on an ad (SPEC §5: with its country code). libphonenumber's `min` metadata checks the
// number's length and leading digits per country (≈19 KB gz instead of `max`'s 39 KB); SPEC asks no more.
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { plainTextSchema } from './input-fields';

/** A phone number with its country code, of a length and prefix valid for that country. */
export const adPhoneSchema = plainTextSchema
  .max(30)
  .refine((value) => value.startsWith('+') && isValidPhoneNumber(value), { message: 'PHONE_COUNTRY_CODE' });
