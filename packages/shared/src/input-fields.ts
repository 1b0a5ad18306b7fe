// Building blocks for ids and free text in requests, so what PostgreSQL cannot store or compare is
// refused as a field error (400) by validation instead of failing in the database (500). Every schema
// that takes an id or text a person typed uses these.
import { z } from 'zod';
import { INT4_MAX } from './ids';

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** An id in a query string or a multipart text field, read from text. */
export const idParamSchema = z.coerce.number().int().positive().max(INT4_MAX);

/**
 * PostgreSQL text cannot hold the NUL character, and jsonb refuses a lone UTF-16 surrogate (half of an
 * emoji, which JSON can spell as `\ud800` but no UTF-8 text can hold).
 */
export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !/\p{Cs}/u.test(text);

/**
 * Free text, trimmed; a NUL character or a lone surrogate is refused with the field key INVALID_CHARACTERS. Add `.min()`
 * and `.max()` as the field needs.
 */
export const plainTextSchema = z.string().trim().refine(isStorableText, { message: 'INVALID_CHARACTERS' });
