// `kill -9` of the API in the middle of writes loses nothing it acknowledged. Each round,
// buyers send chat messages as fast as the API answers; the process is SIGKILLed at a random moment,
// started again on the same DATA_DIR / database, and every message that got a 2xx must be there, then
// and after the last round. On PGlite this is the embedded database's crash recovery; on PostgreSQL the
// commit-before-answer order of the API.
import { afterAll, describe, expect, it } from 'vitest';
import { launchApi } from './api-runner';
import type { RunningApi } from './api-runner';
import { createProcessWorld } from './process-world';
import type { ProcessWorld } from './process-world';
import { sendChatMessage, storedMessageIds } from './chat-writes';
import type { AckedMessage } from './chat-writes';
import { FULL_RUN, recordFigure } from './figures';

const ROUNDS = Number(process.env.RELIABILITY_KILL_ROUNDS ?? 20);
const BUYERS = 6;
/** A kill lands between these many ms after the writes began: early writes and mid-stream ones. */
const KILL_WINDOW_MS: [number, number] = FULL_RUN ? [200, 1_500] : [150, 700];
const SECTION = 'kill -9 during writes';

/** One buyer writing until the process stops answering; what was acknowledged lands in `acked`. */
async function writeUntilDead(
  api: RunningApi,
  world: ProcessWorld,
  buyer: number,
  round: number,
  acked: AckedMessage[],
) {
  for (let n = 0; ; n += 1) {
    try {
      const message = await sendChatMessage(api.origin, world.buyer(buyer), world.adId, `r${round} n${n}`);
      if (message) acked.push(message);
    } catch {
      return; // no answer: the process is gone
    }
  }
}

async function missingFrom(
  api: RunningApi,
  world: ProcessWorld,
  acked: AckedMessage[][],
  sinceRound: number[],
) {
  let missing = 0;
  for (const [buyer, messages] of acked.entries()) {
    const due = messages.slice(sinceRound[buyer] ?? 0);
    const first = due[0];
    if (!first) continue;
    const downTo = Math.min(...due.map((message) => message.messageId));
    const stored = await storedMessageIds(api.origin, world.buyer(buyer), first.conversationId, downTo);
    missing += due.filter((message) => !stored.has(message.messageId)).length;
  }
  return missing;
}

describe('the API killed with SIGKILL during writes', () => {
  let world: ProcessWorld | undefined;
  let api: RunningApi | undefined;
  afterAll(async () => {
    await api?.stop();
    await world?.cleanup();
  });

  it(`loses no acknowledged write over ${ROUNDS} rounds`, async () => {
    world = await createProcessWorld({ buyers: BUYERS });
    api = await launchApi(world.env);
    const acked: AckedMessage[][] = Array.from({ length: BUYERS }, () => []);
    const restartMs: number[] = [];
    let lost = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const roundStart = acked.map((messages) => messages.length);
      const running: RunningApi = api;
      const writers = acked.map((messages, buyer) => writeUntilDead(running, world!, buyer, round, messages));
      const [low, high] = KILL_WINDOW_MS;
      await new Promise((resolve) => setTimeout(resolve, low + Math.random() * (high - low)));
      running.signal('SIGKILL');
      expect((await running.exited).signal).toBe('SIGKILL');
      await Promise.all(writers);
      api = await launchApi(world.env);
      restartMs.push(api.startMs);
      lost += await missingFrom(api, world, acked, roundStart);
    }
    // And at the end all of them, so a later recovery did not undo an earlier one.
    const everything = await missingFrom(
      api,
      world,
      acked,
      acked.map(() => 0),
    );
    const total = acked.reduce((sum, messages) => sum + messages.length, 0);
    expect(await api.stop()).toEqual({ code: 0, signal: null });
    api = undefined;

    restartMs.sort((a, b) => a - b);
    recordFigure({ section: SECTION, name: 'rounds (SIGKILL, restart, check)', value: ROUNDS });
    recordFigure({ section: SECTION, name: 'acknowledged writes (chat messages)', value: total });
    recordFigure({ section: SECTION, name: 'acknowledged writes lost', value: lost + everything });
    recordFigure({
      section: SECTION,
      name: 'restart to listening, median',
      value: restartMs[restartMs.length >> 1] ?? 0,
      unit: 'ms',
    });
    recordFigure({
      section: SECTION,
      name: 'restart to listening, max',
      value: restartMs.at(-1) ?? 0,
      unit: 'ms',
    });
    expect(total).toBeGreaterThan(ROUNDS);
    expect(lost).toBe(0);
    expect(everything).toBe(0);
  });
});
