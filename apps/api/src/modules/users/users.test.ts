import { errorResponseSchema, userDetailsResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { insertUser } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('user details and password', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let userId: number;
  const email = 'sanne@example.com';

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    userId = await insertUser(t.db, { email, password: 'first-password-1', firstName: 'Sanne' });
  });
  afterAll(() => t.close());

  it('gets and edits the details of the logged-in user only', async () => {
    const token = await loginToken(t.app, email, 'first-password-1');
    const before = userDetailsResponseSchema.parse(
      (await call('GET', '/exhibitor/v2/User/Get?lang=en', undefined, { token })).json(),
    );
    expect(before.data).toMatchObject({ id: userId, email, firstName: 'Sanne', address: null });

    const edited = await call(
      'PUT',
      '/exhibitor/v2/User/Edit',
      { firstName: 'Sanne', lastName: 'Jansen', phone: '020 1234567', address: 'Damrak 1, Amsterdam' },
      { token, lang: 'en' },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      // The Dutch way in, with its country code stored.
      data: { lastName: 'Jansen', phone: '+31201234567', address: 'Damrak 1, Amsterdam' },
      message: 'Your details have been saved.',
    });

    const badPhone = await call(
      'PUT',
      '/exhibitor/v2/User/Edit',
      { firstName: 'S', lastName: 'J', phone: '020 1234' },
      { token, lang: 'en' },
    );
    expect(badPhone.statusCode).toBe(400);
    expect(errorResponseSchema.parse(badPhone.json()).errors?.phone?.[0]).toMatch(/not a valid phone number/);

    const foreignFile = await call(
      'PUT',
      '/exhibitor/v2/User/Edit',
      { firstName: 'S', lastName: 'J', galleryId: '6f1c1f2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f' },
      { token },
    );
    expect(foreignFile.statusCode).toBe(400);
    expect(json(foreignFile).errors?.galleryId).toBeDefined();

    expect((await call('PUT', '/exhibitor/v2/User/Edit', { firstName: 'X', lastName: 'Y' })).statusCode).toBe(
      401,
    );
  });

  it('changes the password: wrong current is a field error, other sessions end', async () => {
    const current = await loginToken(t.app, email, 'first-password-1');
    const other = await loginToken(t.app, email, 'first-password-1');

    const wrong = await call(
      'POST',
      '/exhibitor/v2/User/ChangePassword',
      { currentPassword: 'not-my-password', newPassword: 'second-password-2' },
      { token: current, lang: 'nl' },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Controleer de ingevulde gegevens.',
      errors: { currentPassword: ['Het huidige wachtwoord klopt niet.'] },
    });

    const common = await call(
      'POST',
      '/exhibitor/v2/User/ChangePassword',
      { currentPassword: 'first-password-1', newPassword: 'Password123' },
      { token: current, lang: 'en' },
    );
    expect(json(common).errors?.newPassword?.[0]).toMatch(/too common/);

    const changed = await call(
      'POST',
      '/exhibitor/v2/User/ChangePassword',
      { currentPassword: 'first-password-1', newPassword: 'second-password-2' },
      { token: current, lang: 'en' },
    );
    expect(changed.statusCode).toBe(200);
    expect(json(changed).message).toBe('Your password has been changed.');

    expect((await call('GET', '/exhibitor/v2/User/Get', undefined, { token: other })).statusCode).toBe(401);
    expect((await call('GET', '/exhibitor/v2/User/Get', undefined, { token: current })).statusCode).toBe(200);
    const old = await call(
      'POST',
      '/v1/userLogin',
      { email, password: 'first-password-1' },
      { ip: '10.1.1.1' },
    );
    expect(old.statusCode).toBe(401);
    await loginToken(t.app, email, 'second-password-2');
  });
});
