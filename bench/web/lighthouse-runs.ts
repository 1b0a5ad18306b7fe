// Lighthouse (the npm package's CLI, mobile preset = its default) against Debian's Chromium, as
// STACK-NOTES says it works here; each page `runs` times, the median of every figure kept.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { waitForQuietMachine } from '../lib/quiet-machine';

const LIGHTHOUSE = path.resolve(import.meta.dirname, '../../node_modules/.bin/lighthouse');
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

interface Report {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

function runOnce(url: string): Promise<LighthouseFigures> {
  const argv = [url, '--output=json', '--output-path=stdout', '--quiet', `--chrome-flags=${CHROME_FLAGS}`];
  const env = { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' };
  return new Promise((resolve, reject) => {
    execFile(LIGHTHOUSE, argv, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(new Error(`lighthouse failed on ${url}: ${error.message}`));
      const report = JSON.parse(stdout) as Report;
      const score = (name: keyof Report['categories']) =>
        Math.round((report.categories[name].score ?? 0) * 100);
      const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
      resolve({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      });
    });
  });
}

/**
 * One run, tried again (up to twice) when Lighthouse itself fails to record the page: its trace sometimes
 * comes back without a navigation start (NO_NAVSTART) on these machines, a failure of the tool and not a
 * figure of the page.
 */
async function runRecorded(url: string, attempts = 3): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${(error as Error).message.split('\n')[0]}; trying again`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `runs` runs one after the other (never in parallel: they would throttle each other), each on a quiet machine. */
export async function lighthouseMedian(
  url: string,
  runs: number,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    // Each run on a machine that has settled from the last (its Chromium, the trace processing).
    await waitForQuietMachine();
    all.push(await runRecorded(url));
  }
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    runs: all,
  };
}
