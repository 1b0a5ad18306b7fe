import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe('password hashing', () => {
  it('uses the production cost (argon2id, 19 MiB, two passes) unless a test asks for less', async () => {
    // A fresh copy of the module: the test setup made the shared one cheap.
    vi.resetModules();
    const { hashPassword, verifyPassword } = await import('./passwords');
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse battery staple')).toBe(false);
  });

  it('hashes cheaply in the tests, and verifies by the cost each hash carries', async () => {
    const { hashPassword, useCheapPasswordHashingInTests, verifyPassword } = await import('./passwords');
    useCheapPasswordHashingInTests();
    const cheap = await hashPassword('a password');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'a password')).toBe(true);
  });
});
