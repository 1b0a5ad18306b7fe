// Ids as the database stores them, without zod: pages read ids from their URLs in the browser's first
// load, where the schema library is not loaded (decision 0019).

/** PostgreSQL integer's largest value: the ids of ads, booths, categories, places and users are integers. */
export const INT4_MAX = 2_147_483_647;

const ID_SEGMENT = /^[1-9]\d{0,9}$/;

/** An id as a URL path segment (`/ads/12`): digits only, no sign, zero or exponent; else null. */
export function parseIdSegment(segment: string): number | null {
  if (!ID_SEGMENT.test(segment)) return null;
  const id = Number(segment);
  return id <= INT4_MAX ? id : null;
}
