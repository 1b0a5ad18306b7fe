// SIGTERM under load fails no request the API had accepted. Clients read (health, a signed-in
// list, which checks the session in the database) and upload images; slow uploads whose bodies are still
// arriving straddle the signal. Every request the API logged as 'incoming request' must end with its
// normal 2xx, and the process must exit 0 within its 10 s shutdown limit.
import { API_PATHS } from '@kraam/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { samplePng } from '../test/fixtures';
import { launchApi } from './api-runner';
import type { RunningApi } from './api-runner';
import { createProcessWorld } from './process-world';
import type { ProcessWorld } from './process-world';
import { recordFigure } from './figures';
import { getShot, startSteadyLoad } from './steady-load';
import { slowUpload, uploadShot } from './upload-shots';

const SECTION = 'Graceful shutdown (SIGTERM under load)';
const SHUTDOWN_LIMIT_MS = 10_000;
const SLOW_UPLOADS = 3;

/** Request ids the API logged as accepted, from its JSON log lines. */
function acceptedIds(output: string): Set<string> {
  const ids = new Set<string>();
  for (const line of output.split('\n')) {
    if (!line.includes('"incoming request"')) continue;
    const reqId = /"reqId":"([^"]+)"/.exec(line)?.[1];
    if (reqId) ids.add(reqId);
  }
  return ids;
}

describe('the API stopped with SIGTERM under load', () => {
  let world: ProcessWorld | undefined;
  let api: RunningApi | undefined;
  afterAll(async () => {
    await api?.stop();
    await world?.cleanup();
  });

  it('finishes every accepted request and exits 0', async () => {
    world = await createProcessWorld({ buyers: 2 });
    api = await launchApi(world.env, { keepOutput: 50_000_000 });
    const { origin } = api;
    const png = await samplePng(1600, 1200);
    const signedIn = { authorization: `Bearer ${world.buyer(0)}` };
    const load = startSteadyLoad([
      { kind: 'health', shot: getShot(`${origin}${API_PATHS.health}`) },
      { kind: 'health', shot: getShot(`${origin}${API_PATHS.health}`) },
      { kind: 'conversations', shot: getShot(`${origin}${API_PATHS.conversations}`, signedIn) },
      { kind: 'conversations', shot: getShot(`${origin}${API_PATHS.conversations}`, signedIn) },
      { kind: 'upload', shot: uploadShot(origin, world.buyer(1), png), pauseMs: 100 },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // Slow uploads: headers now, body over 1.5 s, so SIGTERM lands while they are being received.
    const slow = Array.from({ length: SLOW_UPLOADS }, (_, index) =>
      slowUpload(origin, world!.buyer(1), png, `slow-upload-${index}`, 1_500).catch(() => 0),
    );
    // SIGTERM once the API accepted all three (under a busy machine that can take longer than their first
    // 400 ms): a request that arrives after the signal is rightly refused with 503.
    const slowAccepted = () => {
      const ids = acceptedIds(api!.output());
      return Array.from({ length: SLOW_UPLOADS }, (_, index) => `slow-upload-${index}`).every((id) =>
        ids.has(id),
      );
    };
    const acceptDeadline = performance.now() + 1_200;
    await new Promise((resolve) => setTimeout(resolve, 400));
    while (!slowAccepted() && performance.now() < acceptDeadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const signalledAt = performance.now();
    api.signal('SIGTERM');
    const exit = await api.exited;
    const exitMs = Math.round(performance.now() - signalledAt);
    await load.stop();
    const slowStatuses = await Promise.all(slow);

    const accepted = acceptedIds(api.output());
    const byId = new Map(load.outcomes.map((outcome) => [outcome.reqId, outcome]));
    const failedAccepted = [...accepted]
      .filter((id) => !id.startsWith('slow-upload-'))
      .map((id) => byId.get(id))
      .filter((outcome) => outcome !== undefined && (outcome.status < 200 || outcome.status >= 300));
    const inFlight = load.outcomes.filter(
      (outcome) =>
        accepted.has(outcome.reqId) && outcome.startedAt < signalledAt && outcome.endedAt > signalledAt,
    ).length;
    const refusedAfter = load.outcomes.filter((outcome) => outcome.startedAt >= signalledAt).length;

    recordFigure({ section: SECTION, name: 'requests accepted', value: accepted.size });
    recordFigure({
      section: SECTION,
      name: 'in flight at SIGTERM (incl. slow uploads)',
      value: inFlight + SLOW_UPLOADS,
    });
    recordFigure({
      section: SECTION,
      name: 'accepted requests failed',
      value: failedAccepted.length + slowStatuses.filter((s) => s !== 200).length,
    });
    recordFigure({
      section: SECTION,
      name: 'requests sent after SIGTERM (503 or refused)',
      value: refusedAfter,
    });
    recordFigure({ section: SECTION, name: 'SIGTERM to exit', value: exitMs, unit: 'ms' });

    expect(exit, api.output().slice(-4_000)).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_LIMIT_MS);
    expect(slowStatuses).toEqual(Array.from({ length: SLOW_UPLOADS }, () => 200));
    for (let index = 0; index < SLOW_UPLOADS; index += 1)
      expect(accepted.has(`slow-upload-${index}`)).toBe(true);
    expect(failedAccepted).toEqual([]);
    expect(accepted.size).toBeGreaterThan(50);
    api = undefined;
  });
});
