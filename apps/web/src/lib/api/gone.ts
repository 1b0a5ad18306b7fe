import { ApiError } from './api-error';

/** Something a moderation decision removed: the API answers 410 GONE with a notice in the page's language. */
export interface Gone {
  gone: true;
  /** The API's notice ('… verwijderd na een besluit van onze moderatie …'); empty without one. */
  message: string;
}

/** The removal an API failure reports, or null for any other failure. */
export function goneOf(error: unknown): Gone | null {
  if (!(error instanceof ApiError) || error.status !== 410) return null;
  return { gone: true, message: error.fromServer ? error.message : '' };
}

export const isGone = (value: unknown): value is Gone =>
  typeof value === 'object' && value !== null && (value as Partial<Gone>).gone === true;
