import type { AdDraft } from '../../ad-draft';

/** What every step gets: the draft, a way to change it, and the messages to show by field path. */
export interface StepProps {
  draft: AdDraft;
  update: (patch: Partial<AdDraft>) => void;
  errors: Partial<Record<string, string>>;
}
