// What the battery measured, for docs/reliability.md: each test records its figures here and
// scripts/reliability.mjs gathers them (one JSON line each in RELIABILITY_FIGURES) into the report.
import { appendFileSync } from 'node:fs';

export interface Figure {
  /** The battery's part, e.g. 'Validator fuzzing'. */
  section: string;
  /** What was measured, e.g. 'POST /v1/Register'. */
  name: string;
  value: string | number;
  /** e.g. 'requests', 'ms', 'MB/min'. */
  unit?: string;
}

/** Full size (RELIABILITY_FULL=1) or the bounded CI run. */
export const FULL_RUN = process.env.RELIABILITY_FULL === '1';

export const engineName = (): 'PostgreSQL' | 'PGlite' => (process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite');

export function recordFigure(figure: Figure): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ engine: engineName(), ...figure })}\n`);
}
