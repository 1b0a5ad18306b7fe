'use client';
import { useEffect, useState } from 'react';
import { SEARCH_MIN_EXCLUSIVE, type SearchSuggestion } from '@kraam/shared';
import { getSuggestions } from '../api/browse-calls';
import { useBrowseContext } from './use-browse-context';

/** Waits for a pause in typing before asking, so a fast typist sends one request, not one per letter. */
const DEBOUNCE_MS = 150;

/** True when a term is long enough to ask for suggestions (SPEC §5: more than 2 characters). */
export const wantsSuggestions = (term: string): boolean => term.trim().length > SEARCH_MIN_EXCLUSIVE;

/**
 * Suggestions (ads and booths) for the search box. Shorter terms empty the list; failures are ignored
 * (SPEC §8) and leave the list empty.
 */
export function useSuggestions(term: string): SearchSuggestion[] {
  const ctx = useBrowseContext();
  const [result, setResult] = useState<{ term: string; items: SearchSuggestion[] }>({ term: '', items: [] });
  const trimmed = term.trim();
  const wanted = wantsSuggestions(trimmed);

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getSuggestions({ ...ctx, signal: controller.signal }, trimmed)
        .then((items) => setResult({ term: trimmed, items }))
        .catch(() => setResult({ term: trimmed, items: [] }));
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [ctx, trimmed, wanted]);

  // Older answers stay visible while the next one is on its way; a short term shows none.
  return wanted ? result.items : [];
}
