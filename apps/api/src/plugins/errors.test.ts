import { errorResponseSchema } from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { AppError } from './app-error';

// Routes that exist only in this test, to provoke each kind of failure.
const testRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get('/test/boom', () => {
    throw new Error('connection to postgres://admin:hunter2@db.internal failed at /srv/kraam/secret.ts');
  });
  app.get('/test/conflict', () => {
    throw new AppError('CONFLICT');
  });
  app.post(
    '/test/echo',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int().max(150) }) } },
    (request) => request.body,
  );
  app.post('/test/strict', { schema: { body: z.object({ all: z.literal(true) }).strict() } }, () => null);
  done();
};

describe('error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.register(testRoutes);
  });
  afterAll(() => t.close());

  it("answers the router's own refusals (a broken URL, an overlong path parameter) in the usual shape", async () => {
    const broken = await t.app.inject({ method: 'GET', url: '/public/downloadFileById/%E0%A4%A?lang=en' });
    expect(broken.statusCode).toBe(400);
    expect(errorResponseSchema.parse(broken.json()).code).toBe('VALIDATION_FAILED');
    const long = await t.app.inject({ method: 'GET', url: `/public/downloadFileById/${'a'.repeat(2000)}` });
    expect(long.statusCode).toBe(414);
    expect(errorResponseSchema.parse(long.json()).message).toBeTruthy();
  });

  it("names unknown fields, even one called 'constructor', as field errors (no 500)", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/strict?lang=en',
      headers: { 'content-type': 'application/json' },
      payload: '{"all":true,"constructor":1,"extra":3}',
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['constructor', 'extra']);
  });

  it('answers unknown routes with 404 JSON in Dutch by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = errorResponseSchema.parse(response.json());
    expect(body).toEqual({ code: 'NOT_FOUND', message: 'Deze pagina of dit adres bestaat niet.' });
  });

  it('speaks English when asked by ?lang=, Accept-Language or the lang cookie', async () => {
    const english = 'This page or address does not exist.';
    const byQuery = await t.app.inject({ method: 'GET', url: '/nope?lang=en' });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' },
    });
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { cookie: 'theme=dark; lang=en' },
    });
    for (const response of [byQuery, byHeader, byCookie])
      expect(response.json()).toMatchObject({ message: english });
  });

  it('prefers the stored lang cookie over the browser language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/nope',
      headers: { cookie: 'lang=nl', 'accept-language': 'en' },
    });
    expect(response.json()).toMatchObject({ message: 'Deze pagina of dit adres bestaat niet.' });
  });

  it('turns body validation errors into 400 VALIDATION_FAILED with field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo?lang=en',
      payload: { name: 'a', age: 200 },
    });
    expect(response.statusCode).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Please check the data you entered.');
    expect(body.errors).toEqual({
      name: ['This value is too small or too short (minimum 2).'],
      age: ['This value is too large or too long (maximum 150).'],
    });
  });

  it('names a missing field as required, in Dutch', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/echo', payload: { name: 'Anna' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { age: ['Dit veld is verplicht.'] },
    });
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorResponseSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });

  it('maps an AppError to its status and code', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/conflict?lang=en' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'This already exists or has changed in the meantime.',
    });
  });

  it('hides the internals of a 5xx', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'INTERNAL_ERROR',
      message: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
    });
    expect(response.body).not.toMatch(/hunter2|postgres|secret\.ts|stack/i);
  });
});
