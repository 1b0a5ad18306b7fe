'use client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PATHS, SEARCH_MIN_EXCLUSIVE, type SearchSuggestion } from '@kraam/shared';
import { apiKey } from '@/lib/query/query-keys';
import { getSuggestions } from '../api/browse-calls';
import { useBrowseContext } from './use-browse-context';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Waits for a pause in typing before asking. */
const DEBOUNCE_MS = 150;

/** True when a term is long enough to ask for suggestions (SPEC §5: more than 2 characters). */
export const wantsSuggestions = (term: string): boolean => term.trim().length > SEARCH_MIN_EXCLUSIVE;

/**
 * Suggestions (ads and booths) for the search box, shared per term and language. Shorter terms empty the
 * list; a failed call leaves it empty (SPEC §8 ignores suggestion failures: searching still works).
 */
export function useSuggestions(term: string): SearchSuggestion[] {
  const ctx = useBrowseContext();
  const trimmed = term.trim();
  const wanted = wantsSuggestions(trimmed);
  const asked = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const { data } = useQuery({
    queryKey: apiKey(API_PATHS.suggestions, { lang: ctx.lang, params: { searchTerm: asked } }),
    queryFn: ({ signal }) => getSuggestions({ ...ctx, signal }, asked),
    enabled: wantsSuggestions(asked),
    // Older answers stay visible while the next one is on its way.
    placeholderData: keepPreviousData,
    retry: false,
  });
  return wanted ? (data ?? []) : [];
}
