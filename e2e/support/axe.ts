import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFile(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 A and AA rule sets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown[]; html: string }[];
  }[];
}

/**
 * Runs axe-core in the page (through the DevTools protocol, so the site's CSP does not stand in the
 * way) and answers the serious and critical violations, each with up to five offending elements.
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(await AXE_SOURCE);
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResult> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  return result.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
}
