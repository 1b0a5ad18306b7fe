// The ownership matrix: every role (anonymous, another user, the owner, an admin or moderator session on
// user routes, a user session on /admin) × every resource (ad, booth, gallery photo, avatar,
// conversation, admin cache) × every verb on it. A refused call answers 401/403/404 (or 409) in the
// error shape and leaves every written table and the cache as they were; a call that can only reach
// the caller's own resource leaves the owner's rows alone; the owner's own call succeeds.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TYPE, multipartBody } from '../test/multipart';
import { answerProblem, describeRequest } from './answer-check';
import { OWNER, createAccessWorld } from './access-world';
import type { AccessWorld } from './access-world';
import { snapshot, userSnapshot } from './db-snapshot';
import { FULL_RUN, recordFigure } from './figures';
import {
  NO_TARGET,
  OWNERSHIP_CASES,
  prepareAlertTarget,
  prepareBidTarget,
  prepareTarget,
} from './ownership-cases';
import type { OwnershipCase, Role, Target } from './ownership-cases';

const SECTION = 'Ownership matrix';
// The owner last: its call may delete what the others were refused.
const ROLE_ORDER: Role[] = ['anonymous', 'adminSession', 'moderatorSession', 'userOnAdmin', 'other', 'owner'];

const TARGETLESS = new Set<OwnershipCase['resource']>(['admin cache', 'moderation', 'statements']);
/** Rows about the owner's saved searches and notifications: no ad or conversation needed. */
const ALERTS = new Set<OwnershipCase['resource']>(['saved search', 'notification']);

let world: AccessWorld;
const casesPerRole = new Map<Role, number>();

function tokenOf(role: Role): string | undefined {
  switch (role) {
    case 'anonymous':
      return undefined;
    case 'other':
      return world.other.token;
    case 'adminSession':
      return world.adminToken;
    case 'moderatorSession':
      return world.moderatorToken;
    case 'owner':
    case 'userOnAdmin':
      return world.owner.token;
  }
}

async function requestOf(c: OwnershipCase, role: Role, target: Target): Promise<InjectOptions> {
  const token = tokenOf(role);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (c.parts) {
    headers['content-type'] = MULTIPART_TYPE;
    payload = multipartBody(await c.parts(target));
  } else if (c.body) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(c.body(world, target));
  }
  return { method: c.method, url: c.url(target), headers, ...(payload === undefined ? {} : { payload }) };
}

/** What went wrong with one role's call, or undefined. */
async function check(c: OwnershipCase, role: Role, expected: number | 'self', target: Target) {
  const request = await requestOf(c, role, target);
  const refused = typeof expected === 'number' && expected >= 400;
  const before = refused ? await snapshot(world.t) : await userSnapshot(world.t, world.owner.id);
  const response = await world.t.app.inject(request);
  const after = refused ? await snapshot(world.t) : await userSnapshot(world.t, world.owner.id);
  casesPerRole.set(role, (casesPerRole.get(role) ?? 0) + 1);
  const status = expected === 'self' ? 200 : expected;
  const problems: string[] = [];
  if (response.statusCode !== status) problems.push(`answered ${response.statusCode}, expected ${status}`);
  const shape = answerProblem(response);
  if (shape) problems.push(shape);
  if (role !== 'owner' && before !== after) problems.push('changed the database or the cache');
  if (expected === 'self' && response.body.includes(OWNER.email))
    problems.push("answered with the owner's data");
  if (problems.length === 0) return undefined;
  return `${c.resource} / ${c.verb} as ${role}: ${problems.join('; ')}\n${response.body.slice(0, 300)}\n${describeRequest(request)}`;
}

describe('the ownership matrix', () => {
  beforeAll(async () => {
    world = await createAccessWorld();
  });
  afterAll(() => world.t.close());

  it.each(OWNERSHIP_CASES.map((c) => [`${c.resource}: ${c.verb}`, c] as const))('%s', async (_name, c) => {
    // The staff and statement rows name no ad or conversation: no target for them (each target starts a
    // conversation, and the buyer's send limit would run out).
    const target = TARGETLESS.has(c.resource)
      ? NO_TARGET
      : ALERTS.has(c.resource)
        ? await prepareAlertTarget(world)
        : c.resource === 'bid'
          ? await prepareBidTarget(world)
          : await prepareTarget(world);
    const failures: string[] = [];
    for (const role of ROLE_ORDER) {
      const expected = c.expect[role];
      if (expected === undefined) continue;
      const failure = await check(c, role, expected, target);
      if (failure) failures.push(failure);
    }
    expect(failures).toEqual([]);
  });

  it('records the cases per role', () => {
    for (const role of ROLE_ORDER)
      recordFigure({ section: SECTION, name: `cases as ${role}`, value: casesPerRole.get(role) ?? 0 });
    recordFigure({ section: SECTION, name: 'resources × verbs', value: OWNERSHIP_CASES.length });
    expect(FULL_RUN || casesPerRole.size > 0).toBe(true);
  });
});
