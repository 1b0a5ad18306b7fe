import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';

export const langSchema = z.enum(LANGUAGES);
export type Lang = z.infer<typeof langSchema>;

/** Every read that returns text takes `lang=nl|en`; missing means Dutch. */
export const langQuerySchema = z.object({ lang: langSchema.default(DEFAULT_LANGUAGE) });
export type LangQuery = z.infer<typeof langQuerySchema>;
