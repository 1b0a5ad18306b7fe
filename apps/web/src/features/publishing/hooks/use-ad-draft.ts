'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { emptyDraft, type AdDraft } from '../ad-draft';
import { clearDraft, readDraft, writeDraft } from '../draft-storage';

/** The form's draft, saved on every change so a reload resumes where the user was. */
export function useAdDraft(editId: number | null) {
  // Rendered only in the browser (behind the session check), so storage can be read at once.
  const [draft, setDraft] = useState<AdDraft | null>(
    () => readDraft(editId) ?? (editId === null ? emptyDraft() : null),
  );
  const discarded = useRef(false);

  useEffect(() => {
    // After a publish or "start over" nothing is stored until the user types again.
    if (discarded.current) discarded.current = false;
    else if (draft) writeDraft(draft);
  }, [draft]);

  const update = useCallback((patch: Partial<AdDraft>) => {
    setDraft((previous) => (previous ? { ...previous, ...patch } : previous));
  }, []);

  /** Replace the whole draft (an ad loaded for editing). */
  const load = useCallback((next: AdDraft) => setDraft(next), []);

  const discard = useCallback(() => {
    clearDraft(editId);
    discarded.current = true;
    setDraft(editId === null ? emptyDraft() : null);
  }, [editId]);

  return { draft, update, load, discard };
}
