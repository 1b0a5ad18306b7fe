// Steady load from a few concurrent clients, each repeating its own kind of request until stopped, with
// every outcome kept (status or network error, when it started and ended, its request id) for the
// assertions made afterwards.
import { randomBytes } from 'node:crypto';

export interface Outcome {
  kind: string;
  /** The X-Request-Id sent, which the API keeps and logs. */
  reqId: string;
  /** HTTP status, or 0 when no answer came (refused, reset). */
  status: number;
  error?: string;
  startedAt: number;
  endedAt: number;
}

/** One request of a kind, sent with the given X-Request-Id; resolves with its status. */
export type Shot = (reqId: string) => Promise<number>;

export interface LoadClient {
  kind: string;
  shot: Shot;
  /** Pause between shots (ms), so load is steady rather than flat out. */
  pauseMs?: number;
}

export interface SteadyLoad {
  outcomes: Outcome[];
  /** Stops every client after its current request; resolves when all have. */
  stop(): Promise<void>;
}

const run = randomBytes(3).toString('hex');
let sequence = 0;

export function startSteadyLoad(clients: LoadClient[]): SteadyLoad {
  const outcomes: Outcome[] = [];
  let stopped = false;
  const loop = async (client: LoadClient) => {
    while (!stopped) {
      sequence += 1;
      const reqId = `battery-${run}-${sequence}`;
      const startedAt = performance.now();
      try {
        const status = await client.shot(reqId);
        outcomes.push({ kind: client.kind, reqId, status, startedAt, endedAt: performance.now() });
      } catch (error) {
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
        outcomes.push({
          kind: client.kind,
          reqId,
          status: 0,
          error: cause,
          startedAt,
          endedAt: performance.now(),
        });
        // Nothing listening: do not spin.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (client.pauseMs) await new Promise((resolve) => setTimeout(resolve, client.pauseMs));
    }
  };
  const loops = clients.map(loop);
  return {
    outcomes,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** A GET that reads (and drops) its answer. */
export const getShot =
  (url: string, headers: Record<string, string> = {}): Shot =>
  async (reqId) => {
    const response = await fetch(url, { headers: { ...headers, 'x-request-id': reqId } });
    await response.arrayBuffer();
    return response.status;
  };
