// argon2id (DESIGN §7), with the library's defaults (m=19 MiB, t=2, p=1: OWASP's minimum).
import { hash, verify, type Options } from '@node-rs/argon2';

let options: Options | undefined;

/**
 * For the API's unit tests only (src/test/cheap-password-hashing.ts): they hash thousands of passwords.
 * Each hash carries its own cost, so verifying is unchanged and a cheap hash never leaves a test's database.
 */
export function useCheapPasswordHashingInTests(): void {
  options = { memoryCost: 1024, timeCost: 1 };
}

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False for a wrong password and for a hash that is not argon2 (seeded accounts cannot log in). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (!passwordHash.startsWith('$argon2')) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of a real check, so an unknown email answers as slowly as a wrong password. */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('kraam-dummy-password-for-timing');
  await verifyPassword(await dummyHash, password);
  return false;
}
