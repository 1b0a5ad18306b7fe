import { STEPS, emptyDraft, type AdDraft } from './ad-draft';

/** One stored draft for a new ad, one per ad being edited; logout clears them with all local storage. */
export const draftKey = (editId: number | null): string =>
  editId === null ? 'newAdDraft' : `editAdDraft:${editId}`;

export function readDraft(editId: number | null): AdDraft | null {
  try {
    const raw = window.localStorage.getItem(draftKey(editId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<AdDraft>;
    // A draft from an older form version or a damaged one is dropped rather than half-trusted.
    if (value.version !== 1 || !STEPS.includes(value.step as AdDraft['step'])) return null;
    return { ...emptyDraft(), ...value, editId };
  } catch {
    return null;
  }
}

export function writeDraft(draft: AdDraft): void {
  try {
    window.localStorage.setItem(draftKey(draft.editId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, only a reload would lose it.
  }
}

export function clearDraft(editId: number | null): void {
  try {
    window.localStorage.removeItem(draftKey(editId));
  } catch {
    // Nothing stored.
  }
}
