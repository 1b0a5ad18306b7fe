import { z } from 'zod';
import { CITY_SEARCH_MIN_LETTERS, DEFAULT_LANGUAGE } from './constants';
import { envelope } from './envelope';
import { idParamSchema, plainTextSchema } from './input-fields';
import { langSchema } from './lang';

export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  phoneCode: z.string(),
});
export const provinceSchema = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export const citySchema = z.object({
  id: z.number().int(),
  provinceId: z.number().int(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export const regionSchema = z.object({
  id: z.number().int(),
  cityId: z.number().int(),
  name: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type Country = z.infer<typeof countrySchema>;
export type Province = z.infer<typeof provinceSchema>;
export type City = z.infer<typeof citySchema>;
export type Region = z.infer<typeof regionSchema>;

const lang = langSchema.default(DEFAULT_LANGUAGE);
const id = idParamSchema;

/** Letters and digits in any script count; spaces, hyphens and apostrophes do not. */
export const countLetters = (term: string): number => (term.match(/[\p{L}\p{N}]/gu) ?? []).length;

export const countryQuerySchema = z.object({ lang });
export const provinceQuerySchema = z.object({ lang, countryId: id.optional() });
export const cityQuerySchema = z.object({
  lang,
  provinceId: id.optional(),
  search: plainTextSchema
    .max(80)
    .refine((term) => countLetters(term) >= CITY_SEARCH_MIN_LETTERS, { message: 'CITY_SEARCH_TOO_SHORT' })
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const regionQuerySchema = z.object({ lang, cityId: id });

export const countryListSchema = z.array(countrySchema);
export const provinceListSchema = z.array(provinceSchema);
export const cityListSchema = z.array(citySchema);
export const regionListSchema = z.array(regionSchema);

export const countriesResponseSchema = envelope(countryListSchema);
export const provincesResponseSchema = envelope(provinceListSchema);
export const citiesResponseSchema = envelope(cityListSchema);
export const regionsResponseSchema = envelope(regionListSchema);
