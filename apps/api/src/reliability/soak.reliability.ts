// A soak (full run only). Capacity is measured briefly on a signed-in read (session check and a
// query each), then the API is held at half of it for 10 minutes (RELIABILITY_SOAK_MINUTES overrides)
// with its resident memory sampled every minute: the growth per minute is what a leak would show.
import { readFile } from 'node:fs/promises';
import { API_PATHS } from '@kraam/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { autocannon } from './autocannon-cli';
import { launchApi } from './api-runner';
import type { RunningApi } from './api-runner';
import { FULL_RUN, recordFigure } from './figures';
import { createProcessWorld } from './process-world';
import type { ProcessWorld } from './process-world';

const SECTION = 'Soak at half capacity';
const MINUTES = Number(process.env.RELIABILITY_SOAK_MINUTES ?? 10);
const CAPACITY_SECONDS = 10;
const CONNECTIONS = 10;
const WARM_UP_MINUTES = 3;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** Least-squares slope of (minute, MB): the steady growth, not the noise of one sample. */
function slope(samples: { minute: number; mb: number }[]): number {
  const n = samples.length;
  const meanX = samples.reduce((sum, s) => sum + s.minute, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.mb, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.minute - meanX) * (s.mb - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.minute - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

describe.runIf(FULL_RUN)('the API under steady load for minutes', () => {
  let world: ProcessWorld | undefined;
  let api: RunningApi | undefined;
  afterAll(async () => {
    await api?.stop();
    await world?.cleanup();
  });

  it(
    `holds half its capacity for ${MINUTES} min without growing`,
    async () => {
      world = await createProcessWorld({ buyers: 1 });
      api = await launchApi(world.env);
      const target = {
        url: `${api.origin}${API_PATHS.conversations}`,
        connections: CONNECTIONS,
        headers: { authorization: `Bearer ${world.buyerTokens[0]}` },
      };
      const capacity = await autocannon({ ...target, seconds: CAPACITY_SECONDS });
      const rate = Math.max(1, Math.floor(capacity.requestsPerSecond / 2));

      const pid = api.pid;
      const samples = [{ minute: 0, mb: await rssMb(pid) }];
      const timer = setInterval(() => {
        void rssMb(pid).then((mb) => samples.push({ minute: samples.length, mb }));
      }, 60_000);
      const soak = await autocannon({ ...target, seconds: MINUTES * 60, rate }).finally(() =>
        clearInterval(timer),
      );
      if (samples.length <= MINUTES) samples.push({ minute: MINUTES, mb: await rssMb(pid) });
      // The first minutes warm up (JIT, caches, pools; PGlite's WebAssembly memory grows in steps and
      // never shrinks: 619, 664, 742, then flat in the first 10-minute run), so the growth that matters
      // is after WARM_UP_MINUTES. A short run (the env override, to try the mechanics) is not judged.
      const steady = samples.filter((sample) => sample.minute >= WARM_UP_MINUTES);
      const judged = steady.length >= 4;
      const growth = slope(judged ? steady : samples);

      recordFigure({
        section: SECTION,
        name: 'capacity (signed-in list, 10 connections)',
        value: capacity.requestsPerSecond,
        unit: 'requests/s',
      });
      recordFigure({ section: SECTION, name: 'soak rate (half of it)', value: rate, unit: 'requests/s' });
      recordFigure({ section: SECTION, name: 'soak duration', value: MINUTES, unit: 'min' });
      recordFigure({ section: SECTION, name: 'requests served in the soak', value: soak.total });
      recordFigure({
        section: SECTION,
        name: 'non-2xx or errors in the soak',
        value: soak.non2xx + soak.errors,
      });
      recordFigure({ section: SECTION, name: 'p99 latency in the soak', value: soak.p99Ms, unit: 'ms' });
      recordFigure({
        section: SECTION,
        name: 'RSS per minute',
        value: samples.map((s) => Math.round(s.mb)).join(', '),
        unit: 'MB',
      });
      recordFigure({
        section: SECTION,
        name: judged
          ? `RSS growth after ${WARM_UP_MINUTES} min of warm-up`
          : 'RSS growth (whole run, warm-up included)',
        value: growth.toFixed(2),
        unit: 'MB/min',
      });

      expect(soak.non2xx + soak.errors).toBe(0);
      // A generous bound: a leak of a few hundred bytes per request at this rate is well over it.
      if (judged) expect(growth).toBeLessThan(5);
      expect(await api.stop()).toEqual({ code: 0, signal: null });
      api = undefined;
    },
    (MINUTES * 60 + CAPACITY_SECONDS + 120) * 1_000,
  );
});
