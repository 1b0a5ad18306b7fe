// Validator fuzzing: every route the app registers, found through its onRoute hook, gets
// values its zod schemas accept and hostile mutations of them, as an anonymous caller, a signed-in user
// and (on /admin) an admin. No answer may be a 5xx, and every 4xx is `{ message, code }`. A failure
// prints each offending request so it can be sent again; RELIABILITY_SEED replays a run.
import type { InjectOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerProblem, describeRequest } from './answer-check';
import { createAccessWorld } from './access-world';
import type { AccessWorld } from './access-world';
import { FULL_RUN, recordFigure } from './figures';
import { hostileRequests, validRequests } from './fuzz-cases';
import { fuzzExamples } from './fuzz-examples';
import type { Example } from './fuzz-examples';
import { prepareTarget } from './ownership-cases';
import type { FuzzRequest } from './fuzz-cases';
import { routeCollector, routeName } from './route-table';
import type { FuzzRoute } from './route-table';

/** Requests per endpoint across kinds and callers. */
const PER_ENDPOINT = FULL_RUN ? 3_000 : 200;
const SEED = Number(process.env.RELIABILITY_SEED ?? Date.now() % 2 ** 31);
const PARALLEL = 4;

type Caller = 'anonymous' | 'user' | 'admin';

const collector = routeCollector();
let world: AccessWorld;
let examples: Map<string, Example>;
let address = 0;
// Every request from its own address, so rate limits answer (429) as rarely as possible.
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

async function tokenFor(route: FuzzRoute, caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  // A logout ends the session it is sent with: those get a session of their own.
  const endsSession = /\/logout$/i.test(route.url);
  if (caller === 'admin')
    return endsSession ? world.t.app.auth.issueToken(world.adminId, 'admin') : world.adminToken;
  return endsSession ? world.userToken(world.owner.id) : world.owner.token;
}

async function injectOptions(route: FuzzRoute, request: FuzzRequest, caller: Caller): Promise<InjectOptions> {
  const token = await tokenFor(route, caller);
  return {
    method: route.method,
    url: request.url,
    remoteAddress: nextAddress(),
    headers: {
      'accept-language': address % 2 === 0 ? 'nl' : 'en',
      ...(request.contentType ? { 'content-type': request.contentType } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  };
}

function callersOf(route: FuzzRoute): Caller[] {
  return route.gate === 'admin' ? ['anonymous', 'user', 'admin'] : ['anonymous', 'user'];
}

interface Outcome {
  sent: number;
  /** Answered 2xx: the valid side reached the handler. */
  succeeded: number;
  serverErrors: string[];
  badShapes: string[];
}

async function fuzzRoute(route: FuzzRoute, seed: number): Promise<Outcome> {
  const half = PER_ENDPOINT / 2;
  const requests = [
    ...fc.sample(validRequests(route, examples.get(routeName(route))), { numRuns: half, seed }),
    ...fc.sample(hostileRequests(route, examples.get(routeName(route))), {
      numRuns: PER_ENDPOINT - half,
      seed: seed + 1,
    }),
  ];
  const callers = callersOf(route);
  const outcome: Outcome = { sent: 0, succeeded: 0, serverErrors: [], badShapes: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index] as FuzzRequest;
      const caller = callers[index % callers.length] as Caller;
      const options = await injectOptions(route, request, caller);
      const response = await world.t.app.inject(options);
      outcome.sent += 1;
      if (response.statusCode < 300) outcome.succeeded += 1;
      const problem = answerProblem(response);
      if (!problem) continue;
      const report = `[${request.kind}, ${caller}] ${problem}\n${describeRequest(options)}`;
      (response.statusCode >= 500 ? outcome.serverErrors : outcome.badShapes).push(report);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return outcome;
}

describe('validator fuzzing of every endpoint', () => {
  beforeAll(async () => {
    world = await createAccessWorld({ onRoute: collector.onRoute });
    examples = fuzzExamples(world, (await prepareTarget(world)).conversationId);
    console.log(`validator fuzzing: seed ${SEED} (RELIABILITY_SEED=${SEED} replays it)`);
  });
  afterAll(() => world.t.close());

  it('found the routes', () => {
    expect(collector.routes.length).toBeGreaterThan(40);
  });

  it('answers no 5xx and every 4xx in the error shape', async () => {
    const failures: string[] = [];
    let total = 0;
    for (const [index, route] of collector.routes.entries()) {
      const outcome = await fuzzRoute(route, SEED + index * 2);
      total += outcome.sent;
      recordFigure({
        section: 'Validator fuzzing',
        name: routeName(route),
        value: `${outcome.sent} requests (${outcome.succeeded} 2xx), ${outcome.serverErrors.length} 5xx`,
      });
      // A few of each route are enough to reproduce it.
      failures.push(...outcome.serverErrors.slice(0, 3), ...outcome.badShapes.slice(0, 3));
      if (outcome.serverErrors.length + outcome.badShapes.length > 0)
        console.error(
          `${routeName(route)}: ${outcome.serverErrors.length} 5xx, ${outcome.badShapes.length} badly shaped 4xx`,
        );
    }
    recordFigure({ section: 'Validator fuzzing', name: 'all endpoints: requests', value: total });
    recordFigure({ section: 'Validator fuzzing', name: 'endpoints', value: collector.routes.length });
    for (const failure of failures) console.error(`\n${failure}`);
    expect(failures, `seed ${SEED}`).toEqual([]);
  });
});
