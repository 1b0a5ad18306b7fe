import type { Lang } from '@kraam/shared';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * The one key shape for every API read: the endpoint path first, so a write invalidates an endpoint's
 * reads with `{ queryKey: [path] }`; then the language (the server answers in it) and the parameters.
 * Reads that belong to a signed-in user add `viewer`, so two accounts in one tab never share a result.
 */
export function apiKey(
  path: string,
  { lang, params, viewer }: { lang: Lang; params?: QueryParams; viewer?: number | null },
): readonly unknown[] {
  return [path, lang, viewer ?? null, params ?? {}] as const;
}
