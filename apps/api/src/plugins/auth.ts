// Bearer tokens (DESIGN §7): HS256 JWTs whose jti is a row of `sessions`, so a token dies with its
// session (logout, password change, reset) as well as at its expiry. `requireUser` guards the signed-in
// routes (signed-in-gate.ts adds it to each as it is registered): missing, malformed, tampered, `alg: none`,
// expired or revoked tokens all answer 401. Sessions have a
// kind: a token is verified for one kind only, so an admin session never opens /exhibitor routes and a
// user session never opens /admin (require-staff.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_ROLES, parseIdSegment } from '@kraam/shared';
import type { StaffRole } from '@kraam/shared';
import { SignJWT, jwtVerify } from 'jose';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database-types';
import { AppError } from './app-error';

export const SESSION_DAYS = 30;
/** An admin session is short: a working day. */
export const ADMIN_SESSION_HOURS = 12;
const ALGORITHM = 'HS256';
const ISSUER = 'kraam';

export interface AuthUser {
  id: number;
  sessionId: string;
  role: UserRole;
}

export type UserRole = 'user' | StaffRole;

export type SessionKind = 'user' | 'admin';

export interface AuthService {
  /** Opens a session of that kind for the user and returns its signed token. */
  issueToken(userId: number, kind?: SessionKind): Promise<string>;
  /**
   * The user a token stands for, or null when it is not (or no longer) a valid session of that kind.
   * An admin session also needs the user to still have a staff role (admin or moderator).
   */
  verifyToken(token: string, kind?: SessionKind): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function createAuthService(db: Kysely<Database>, secret: string): AuthService {
  const key = new TextEncoder().encode(secret);
  return {
    async issueToken(userId, kind = 'user') {
      const sessionId = randomUUID();
      const lifetimeMs =
        kind === 'admin' ? ADMIN_SESSION_HOURS * 3600 * 1000 : SESSION_DAYS * 24 * 3600 * 1000;
      const expiresAt = new Date(Date.now() + lifetimeMs);
      await db
        .insertInto('sessions')
        .values({ id: sessionId, user_id: userId, kind, expires_at: expiresAt })
        .execute();
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setSubject(String(userId))
        .setJti(sessionId)
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    async verifyToken(token, kind = 'user') {
      let sub: string | undefined;
      let jti: string | undefined;
      try {
        // Only HS256 is accepted: `alg: none` and any other algorithm fail here.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], issuer: ISSUER });
        sub = payload.sub;
        jti = payload.jti;
      } catch {
        return null;
      }
      // An id the users.id column can hold, else the lookup would fail as a cast (500), not a 401.
      const userId = sub === undefined ? null : parseIdSegment(sub);
      if (userId === null || !jti || !/^[0-9a-f-]{36}$/i.test(jti)) return null;
      const session = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'users.role'])
        .where('sessions.id', '=', jti)
        .where('sessions.user_id', '=', userId)
        .where('sessions.kind', '=', kind)
        .where('sessions.revoked_at', 'is', null)
        .where('sessions.expires_at', '>', new Date())
        .$if(kind === 'admin', (q) => q.where('users.role', 'in', STAFF_ROLES))
        .executeTakeFirst();
      return session ? { id: userId, sessionId: jti, role: session.role } : null;
    },
  };
}

export function registerAuth(app: FastifyInstance, config: Pick<Config, 'jwtSecret'>): void {
  app.decorate('auth', createAuthService(app.db, config.jwtSecret));
  app.decorateRequest('user', null);
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** onRequest hook of the signed-in routes (see signed-in-gate.ts): sets request.user or answers 401. */
export async function requireUser(this: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  const user = token ? await request.server.auth.verifyToken(token) : null;
  if (!user) throw new AppError('UNAUTHORIZED');
  request.user = user;
}

/** request.user on a signed-in route. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user;
}

/** Revokes sessions of a user: all of them, or all but one. */
export async function revokeSessions(
  db: Kysely<Database>,
  userId: number,
  options: { except?: string } = {},
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .$if(options.except !== undefined, (q) => q.where('id', '!=', options.except as string))
    .execute();
}
