import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../files/file-store';
import { samplePng, sampleSvg } from '../../test/fixtures';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

const url = (id: string, query = '') => `/public/downloadFileById/${id}${query}`;

describe('GET /public/downloadFileById/:id', () => {
  let t: TestApp;
  let png: Buffer;
  let photo: StoredFile;
  beforeAll(async () => {
    t = await createTestApp();
    png = await samplePng(800, 600);
    photo = await t.app.fileStore.save(png);
  });
  afterAll(() => t.close());

  it('serves the original bytes with an immutable, strong ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(photo.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(png.length));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Buffer.compare(response.rawPayload, png)).toBe(0);
  });

  it('answers 304 without a body when If-None-Match holds the ETag (also weak or in a list)', async () => {
    const first = await t.app.inject({ method: 'GET', url: url(photo.id) });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({
        method: 'GET',
        url: url(photo.id),
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toContain('immutable');
    }
    const stale = await t.app.inject({
      method: 'GET',
      url: url(photo.id),
      headers: { 'if-none-match': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('serves the tiny blur preview for size=favicon', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(photo.id, '?size=favicon') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(24);
    const original = await t.app.inject({ method: 'GET', url: url(photo.id) });
    expect(response.headers.etag).not.toBe(original.headers.etag);
  });

  it('renders a resized WebP variant once and caches it on disk', async () => {
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'GET', url: url(photo.id, '?w=256&q=60') }),
      t.app.inject({ method: 'GET', url: url(photo.id, '?w=256&q=60') }),
    ]);
    for (const response of [a, b]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
    expect((await sharp(a.rawPayload).metadata()).width).toBe(256);
    expect(existsSync(t.app.fileStore.originalPath(photo.id))).toBe(true);
    const variant = await t.app.fileStore.variant(photo, 256, 60);
    expect(existsSync(variant.path)).toBe(true);
  });

  it('never upscales: widths above the original give the original width', async () => {
    const wide = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=3840') });
    const wider = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=1920') });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(800);
    expect(wide.headers.etag).toBe(wider.headers.etag);
  });

  it('defaults the quality to 75 and clamps extreme values', async () => {
    const plain = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=128') });
    const explicit = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=128&q=75') });
    const low = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=128&q=1') });
    const lowest = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=128&q=40') });
    expect(plain.headers.etag).toBe(explicit.headers.etag);
    expect(low.statusCode).toBe(200);
    expect(low.headers.etag).toBe(lowest.headers.etag);
  });

  it('refuses widths the image loader never asks for with 400', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(photo.id, '?w=123&lang=en') });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { w: ['This image width is not supported.'] },
    });
  });

  it('answers 404 in the error shape for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "x'; drop table files;--"]) {
      const response = await t.app.inject({ method: 'GET', url: url(encodeURIComponent(id)) });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Niet gevonden.' });
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });

  it('answers the 404 in English with lang=en, although lang is no parameter of this route', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url('00000000-0000-4000-8000-000000000000', '?lang=en'),
    });
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found.' });
  });

  it('accepts an upper-case id', async () => {
    const response = await t.app.inject({ method: 'GET', url: url(photo.id.toUpperCase()) });
    expect(response.statusCode).toBe(200);
  });

  it('serves SVG originals under a sandboxing Content-Security-Policy', async () => {
    const svg = await t.app.fileStore.save(sampleSvg());
    const response = await t.app.inject({ method: 'GET', url: url(svg.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    const preview = await t.app.inject({ method: 'GET', url: url(svg.id, '?size=favicon') });
    expect(preview.headers['content-type']).toBe('image/webp');
  });
});
