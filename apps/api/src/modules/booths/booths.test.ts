import { randomUUID } from 'node:crypto';
import { boothListResponseSchema, boothResponseSchema, errorResponseSchema } from '@kraam/shared';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database-types';
import { caller, json, loginToken } from '../../test/auth-helpers';
import { insertPlaces, insertUser } from '../../test/fixtures';
import type { PlaceIds } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

async function insertFileRow(db: Kysely<Database>, ownerUserId: number): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('files')
    .values({
      id,
      owner_user_id: ownerUserId,
      mime: 'image/png',
      byte_size: 1,
      width: 1,
      height: 1,
      sha256: 'x',
    })
    .execute();
  return id;
}

describe('booths', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let places: PlaceIds;
  let ownerId: number;
  let otherId: number;
  let owner: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    places = await insertPlaces(t.db);
    ownerId = await insertUser(t.db, { email: 'marieke@example.com', password: 'booth-password-1' });
    otherId = await insertUser(t.db, { email: 'joost@example.com', password: 'booth-password-2' });
    owner = await loginToken(t.app, 'marieke@example.com', 'booth-password-1');
    other = await loginToken(t.app, 'joost@example.com', 'booth-password-2');
  });
  afterAll(() => t.close());

  it('creates, gets and edits the own booth; one booth per user', async () => {
    expect((await call('GET', '/exhibitor/v2/Booth/Get', undefined, { token: owner })).statusCode).toBe(404);
    expect(
      (await call('PUT', '/exhibitor/v2/Booth/Edit', { name: 'Nope' }, { token: owner })).statusCode,
    ).toBe(404);

    const logoId = await insertFileRow(t.db, ownerId);
    const created = await call(
      'POST',
      '/exhibitor/v2/Booth/Insert',
      {
        name: 'Café de Kraam',
        title: 'Tweedehands meubels',
        email: 'Info@Example.com',
        website: 'https://kraam.example.nl',
        socialLinks: { instagram: 'https://instagram.com/kraam' },
        street: 'Damrak 1',
        postalCode: '1012lg',
        cityId: places.cities.Amsterdam,
        logoId,
      },
      { token: owner },
    );
    expect(created.statusCode).toBe(200);
    const booth = boothResponseSchema.parse(created.json()).data;
    expect(booth).toMatchObject({
      name: 'Café de Kraam',
      email: 'info@example.com',
      postalCode: '1012 LG',
      cityName: 'Amsterdam',
      logoId,
      bannerId: null,
      description: '',
      socialLinks: { instagram: 'https://instagram.com/kraam' },
    });

    const got = await call('GET', '/exhibitor/v2/Booth/Get', undefined, { token: owner });
    expect(boothResponseSchema.parse(got.json()).data).toEqual(booth);

    const again = await call(
      'POST',
      '/exhibitor/v2/Booth/Insert',
      { name: 'Tweede kraam' },
      { token: owner },
    );
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('CONFLICT');

    const edited = await call(
      'PUT',
      '/exhibitor/v2/Booth/Edit',
      { name: 'Café de Kraam', title: 'Vintage', description: 'Alles van hout.', logoId },
      { token: owner },
    );
    expect(edited.statusCode).toBe(200);
    expect(boothResponseSchema.parse(edited.json()).data).toMatchObject({
      id: booth.id,
      title: 'Vintage',
      description: 'Alles van hout.',
      website: null,
      cityId: null,
      cityName: null,
      socialLinks: {},
    });
  });

  it('needs a login', async () => {
    expect((await call('GET', '/exhibitor/v2/Booth/Get')).statusCode).toBe(401);
    expect((await call('POST', '/exhibitor/v2/Booth/Insert', { name: 'Kraam' })).statusCode).toBe(401);
    expect((await call('PUT', '/exhibitor/v2/Booth/Edit', { name: 'Kraam' })).statusCode).toBe(401);
  });

  it("refuses another user's file, unknown files and unknown cities as field errors", async () => {
    const ownersFile = await insertFileRow(t.db, ownerId);
    const foreign = await call(
      'POST',
      '/exhibitor/v2/Booth/Insert',
      { name: 'Joost zijn kraam', logoId: ownersFile, bannerId: randomUUID(), cityId: 999999 },
      { token: other, lang: 'en' },
    );
    expect(foreign.statusCode).toBe(400);
    expect(errorResponseSchema.parse(foreign.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Please check the data you entered.',
      errors: {
        logoId: ['This value is invalid.'],
        bannerId: ['This value is invalid.'],
        cityId: ['This value is invalid.'],
      },
    });
    expect((await call('GET', '/exhibitor/v2/Booth/Get', undefined, { token: other })).statusCode).toBe(404);
    const ownFile = await insertFileRow(t.db, otherId);
    const ok = await call(
      'POST',
      '/exhibitor/v2/Booth/Insert',
      { name: 'Joost zijn kraam', bannerId: ownFile },
      { token: other },
    );
    expect(ok.statusCode).toBe(200);
  });

  it('explains validation failures in Dutch and English', async () => {
    const body = {
      name: 'K',
      title: 'x'.repeat(121),
      email: 'geen-email',
      website: 'ftp://example.com',
      socialLinks: { facebook: 'javascript:alert(1)' },
      postalCode: '12345',
    };
    const nl = await call('POST', '/exhibitor/v2/Booth/Insert', body, { token: other, lang: 'nl' });
    expect(nl.statusCode).toBe(400);
    expect(errorResponseSchema.parse(nl.json())).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Controleer de ingevulde gegevens.',
      errors: {
        name: ['Deze waarde is te klein of te kort (minimaal 2).'],
        title: ['Deze waarde is te groot of te lang (maximaal 120).'],
        email: ['Vul een geldig e-mailadres in.'],
        website: ['Deze waarde is ongeldig.'],
        'socialLinks.facebook': ['Deze waarde is ongeldig.'],
        postalCode: ['Deze waarde is ongeldig.'],
      },
    });
    const en = await call('POST', '/exhibitor/v2/Booth/Insert', { title: 'x' }, { token: other, lang: 'en' });
    expect(json(en).errors).toEqual({ name: ['This field is required.'] });
  });

  it('shows a booth publicly by id, 404 when unknown', async () => {
    const own = boothResponseSchema.parse(
      (await call('GET', '/exhibitor/v2/Booth/Get', undefined, { token: owner })).json(),
    ).data;
    const pub = await call('GET', `/public/v2/Booth/Get?id=${own.id}`);
    expect(pub.statusCode).toBe(200);
    expect(boothResponseSchema.parse(pub.json()).data).toEqual(own);
    const missing = await call('GET', '/public/v2/Booth/Get?id=999999', undefined, { lang: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
    expect((await call('GET', '/public/v2/Booth/Get?id=abc')).statusCode).toBe(400);
  });

  it('lists booths newest first, searches accent-insensitively and pages with a cursor', async () => {
    // Five more booths, all created in the same instant to exercise the id tie-break.
    const at = new Date('2026-01-01T12:00:00.123456Z');
    for (let i = 1; i <= 5; i += 1) {
      const userId = await insertUser(t.db, { email: `kraam${i}@example.com`, password: 'irrelevant-pass' });
      await t.db
        .insertInto('booths')
        .values({ user_id: userId, name: i % 2 ? `Cafe Nummer ${i}` : `Kraam ${i}`, created_at: at })
        .execute();
    }

    const search = boothListResponseSchema.parse(
      (await call('GET', '/public/v2/Booth/GetAll?search=CAFÉ')).json(),
    );
    expect(search.data.map((b) => b.name).sort()).toEqual([
      'Cafe Nummer 1',
      'Cafe Nummer 3',
      'Cafe Nummer 5',
      'Café de Kraam',
    ]);
    const accentless = boothListResponseSchema.parse(
      (await call('GET', '/public/v2/Booth/GetAll?search=cafe de')).json(),
    );
    expect(accentless.data.map((b) => b.name)).toEqual(['Café de Kraam']);
    expect(accentless.nextCursor).toBeNull();

    const all = boothListResponseSchema.parse((await call('GET', '/public/v2/Booth/GetAll')).json());
    expect(all.data).toHaveLength(7);
    expect(all.nextCursor).toBeNull();

    const first = boothListResponseSchema.parse(
      (await call('GET', '/public/v2/Booth/GetAll?limit=4')).json(),
    );
    expect(first.data).toHaveLength(4);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = boothListResponseSchema.parse(
      (
        await call(
          'GET',
          `/public/v2/Booth/GetAll?limit=4&cursor=${encodeURIComponent(first.nextCursor ?? '')}`,
        )
      ).json(),
    );
    expect(second.data).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect([...first.data, ...second.data].map((b) => b.id)).toEqual(all.data.map((b) => b.id));
    // Newest first: the two booths made through the API come before the ones dated 2026-01-01.
    expect(all.data.slice(2).map((b) => b.id)).toEqual(
      [...all.data.slice(2).map((b) => b.id)].sort((a, b) => b - a),
    );

    expect((await call('GET', '/public/v2/Booth/GetAll?limit=51')).statusCode).toBe(400);
    const badCursor = await call('GET', '/public/v2/Booth/GetAll?cursor=nonsense', undefined, { lang: 'nl' });
    expect(badCursor.statusCode).toBe(400);
    expect(json(badCursor).errors).toEqual({ cursor: ['Deze waarde is ongeldig.'] });
  });
});
