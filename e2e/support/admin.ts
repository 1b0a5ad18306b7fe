import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  API_PATHS,
  adminLoginResponseSchema,
  adminLogoutResponseSchema,
  cacheClearResponseSchema,
} from '@kraam/shared';
import type { Page } from 'playwright-core';
import { readAnswer } from './api';
import type { ResponseSchema } from './api';
import { API_URL, DATA_DIR } from './env';
import { asVisitor } from './client-address';

export interface AdminCredentials {
  email: string;
  password: string;
}

interface DemoStaff extends AdminCredentials {
  moderators: AdminCredentials[];
}

const demoStaff = async (): Promise<DemoStaff> =>
  JSON.parse(await readFile(path.join(DATA_DIR, 'demo-admin.json'), 'utf8')) as DemoStaff;

/** The demo admin the seed wrote for this run (DATA_DIR/demo-admin.json). */
export async function demoAdmin(): Promise<AdminCredentials> {
  const { email, password } = await demoStaff();
  return { email, password };
}

/** The demo's two moderators (role moderator), from the same file. */
export async function demoModerators(): Promise<AdminCredentials[]> {
  return (await demoStaff()).moderators;
}

/** Empties one cache group through the admin API, so a journey starts from a known state. */
export async function clearCacheGroup(admin: AdminCredentials, group: string): Promise<void> {
  const call = async <T>(apiPath: string, schema: ResponseSchema<T>, body: unknown, token?: string) => {
    const response = await fetch(`${API_URL}${apiPath}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...asVisitor(),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return readAnswer(response, schema);
  };
  const { data } = await call(API_PATHS.adminLogin, adminLoginResponseSchema, admin);
  await call(API_PATHS.adminCacheClear, cacheClearResponseSchema, { group }, data.token);
  await call(API_PATHS.adminLogout, adminLogoutResponseSchema, {}, data.token);
}

/** The number in the dashboard's per-group table for `group` (entries column). */
export async function groupEntries(page: Page, group: string): Promise<number> {
  const cell = page.locator(`tr[data-group="${group}"] td`).first();
  return Number((await cell.textContent())?.replace(/\D/g, '') ?? 'NaN');
}

/** Fills /admin/login (in either language) and submits it. */
export async function submitAdminLogin(page: Page, admin: AdminCredentials): Promise<void> {
  await page.getByLabel(/^E-mailadres|^Email address/).fill(admin.email);
  await page.getByLabel(/^Wachtwoord|^Password/).fill(admin.password);
  await page.getByRole('button', { name: /^(Inloggen|Log in)$/ }).click();
}
