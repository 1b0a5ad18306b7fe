// The demo admin: a random password that logs in to the admin panel, written once to
// DATA_DIR/demo-admin.json with mode 600.
import { readFile, stat } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/auth-helpers';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { DEMO_ADMIN_EMAIL, seedDemoAdmin, writeDemoAdminFile } from './demo-admin';

describe('the demo admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is seeded with a random password that opens the admin panel, kept in a file only its owner reads', async () => {
    const admin = await seedDemoAdmin(t.db);
    expect(admin.email).toBe(DEMO_ADMIN_EMAIL);
    expect(admin.password.length).toBeGreaterThanOrEqual(20);
    const file = await writeDemoAdminFile(t.config.dataDir, admin);
    expect(file).toBe(`${t.config.dataDir}/demo-admin.json`);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(admin);
    const login = await caller(t.app)('POST', '/admin/v1/login', {
      email: admin.email,
      password: admin.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    // Two moderators, so an appeal can go to someone other than who decided.
    expect(admin.moderators.map((m) => m.email)).toEqual([
      'moderator@kraam.example',
      'moderator2@kraam.example',
    ]);
    for (const moderator of admin.moderators) {
      const staff = await caller(t.app)('POST', '/admin/v1/login', moderator, {
        ip: `10.0.0.${moderator.email.length}`,
      });
      expect(staff.statusCode, staff.body).toBe(200);
    }

    // A reseed makes a new password; the file then holds that one, still with mode 600.
    const next = await seedDemoAdmin(t.db);
    expect(next.password).not.toBe(admin.password);
    await writeDemoAdminFile(t.config.dataDir, next);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(next);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });
});
