import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@kraam/shared';
import { clearCacheGroup, demoAdmin, groupEntries, submitAdminLogin } from './support/admin';
import { signInPage, signedInUser } from './support/browse';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { WEB_URL } from './support/env';

describe('admin panel', () => {
  const { openPage } = useBrowser();

  it('an admin logs in, warms the category tree, sees the entries grow, clears them and logs out', async () => {
    const admin = await demoAdmin();
    // Earlier journeys may have cached the tree already; start from an empty group.
    await clearCacheGroup(admin, 'categoryTree');

    const page = await openPage('/admin/login', DESKTOP);
    expect(await page.getByRole('banner').count()).toBe(0);
    await submitAdminLogin(page, admin);
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page
      .getByText('Geheugen', { exact: true })
      .or(page.getByText('Redis', { exact: true }))
      .first()
      .waitFor();
    expect(await groupEntries(page, 'categoryTree')).toBe(0);

    await page.getByRole('link', { name: 'Toevoegen aan cache' }).click();
    await page.waitForURL(/\/admin\/cache\/add$/);
    await page.getByRole('radio', { name: 'Categorieboom' }).check();
    await page.getByRole('button', { name: 'Toevoegen aan cache' }).click();
    await page.getByText(/items? toegevoegd aan de cache/).waitFor();

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => groupEntries(page, 'categoryTree'), { timeout: 15_000 }).toBeGreaterThan(0);
    await page
      .getByText(/Toegevoegd aan cache · Categorieboom/)
      .first()
      .waitFor();

    await page.getByRole('link', { name: 'Cache legen' }).click();
    await page.waitForURL(/\/admin\/cache$/);
    const keys = page.getByRole('list', { name: 'Sleutels' });
    await keys.getByText('Categorieboom').first().waitFor();
    await page.getByRole('button', { name: 'Alles legen' }).click();
    const dialog = page.getByRole('dialog', { name: 'De hele cache legen?' });
    await dialog.getByRole('button', { name: 'Legen' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(/items? verwijderd/)
      .first()
      .waitFor();
    await expect.poll(() => keys.getByText('Categorieboom').count()).toBe(0);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => groupEntries(page, 'categoryTree'), { timeout: 15_000 }).toBe(0);

    // The background jobs: each with what it does and when, counted by state.
    await page.getByRole('link', { name: 'Achtergrondtaken' }).click();
    await page.waitForURL(/\/admin\/jobs$/);
    const digest = page.getByRole('row').filter({ hasText: 'Dagelijkse samenvatting' });
    await digest.getByText('Elke dag om 08:00').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Mislukt' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('button', { name: 'Inloggen' }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === ADMIN_SESSION_COOKIE)).toBe(
      false,
    );
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login$/);
  });

  it('a signed-in normal user opening /admin lands on /admin/login, even with their token as the cookie', async () => {
    const user = await signedInUser();
    const page = await openPage('/', PHONE);
    await signInPage(page, user);
    await page.goto('/admin');
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { level: 1, name: 'Beheerpaneel' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Beheermenu' }).count()).toBe(0);

    await page.context().addCookies([{ name: ADMIN_SESSION_COOKIE, value: user.token, url: WEB_URL }]);
    await page.goto('/admin/cache');
    await page.waitForURL(/\/admin\/login$/);
  });
});
