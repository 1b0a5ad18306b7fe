// Bearer tokens an attacker can make or keep: `alg: none`, another key, another algorithm
// with the right key, expired, a changed payload, another issuer, a session revoked or deleted, and
// Authorization headers that are no bearer token at all. Each should be worth exactly nothing.
import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import type { JWTPayload } from 'jose';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

interface Signing {
  secret: string;
  /** The claims of a live session's token, to reuse. */
  claims: JWTPayload;
}

const sign = (claims: JWTPayload, secret: string, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

/** Forged tokens for a user whose live token is `token`, by name. */
export async function forgedTokens(token: string, secret: string): Promise<Record<string, string>> {
  const claims = decodeJwt(token);
  const s: Signing = { secret, claims };
  const [header = '', payload = '', signature = ''] = token.split('.');
  const now = Math.floor(Date.now() / 1000);
  const otherUser = { ...claims, sub: String(Number(claims.sub) + 1) };
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    'alg none, no signature part': `${b64({ alg: 'none', typ: 'JWT' })}.${payload}`,
    'alg None (case)': `${b64({ alg: 'None', typ: 'JWT' })}.${payload}.`,
    'wrong key': await sign(s.claims, `${secret}-but-not-quite`),
    'empty key': await sign(s.claims, 'x'),
    'HS512 with the right key': await sign(s.claims, s.secret, 'HS512'),
    'HS384 with the right key': await sign(s.claims, s.secret, 'HS384'),
    expired: await sign({ ...claims, iat: now - 7_200, exp: now - 3_600 }, secret),
    'not yet valid': await sign({ ...claims, nbf: now + 3_600 }, secret),
    'other issuer': await sign({ ...claims, iss: 'evil' }, secret),
    'no issuer': await sign({ sub: claims.sub, jti: claims.jti, exp: claims.exp }, secret),
    'tampered payload (other user), old signature': `${header}.${b64(otherUser)}.${signature}`,
    'tampered payload (exp far away), old signature': `${header}.${b64({ ...claims, exp: now + 10 ** 9 })}.${signature}`,
    'signature of another token': `${header}.${payload}.${signature.split('').reverse().join('')}`,
    'right key, unknown session': await sign({ ...claims, jti: randomUUID() }, secret),
    'right key, session of another user': await sign(otherUser, secret),
    'right key, jti not a uuid': await sign({ ...claims, jti: "1' OR '1'='1" }, secret),
    'right key, sub not a number': await sign({ ...claims, sub: 'admin' }, secret),
    'right key, sub beyond int4': await sign({ ...claims, sub: '2147483648' }, secret),
    'header and payload only': `${header}.${payload}`,
    'four parts': `${token}.${signature}`,
  };
}

/** Authorization header values that carry no usable bearer token. */
export const GARBAGE_AUTHORIZATION: Record<string, string> = {
  empty: '',
  'Bearer alone': 'Bearer',
  'Bearer and spaces': 'Bearer    ',
  Basic: `Basic ${Buffer.from('owner@example.com:Owner-wachtwoord-1').toString('base64')}`,
  'not a JWT': 'Bearer not-a-jwt',
  'three dots': 'Bearer ...',
  'two tokens': 'Bearer a.b.c d.e.f',
  'non-ASCII': 'Bearer ÿÿÿ.ÿÿÿ.ÿÿÿ',
  'huge (64 KiB)': `Bearer ${'a'.repeat(65_536)}`,
  'huge JWT-shaped (64 KiB)': `Bearer ${'a'.repeat(30_000)}.${'b'.repeat(30_000)}.${'c'.repeat(5_000)}`,
};
