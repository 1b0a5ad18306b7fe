// The upload attack matrix (its data: test/upload-attacks.ts) against every endpoint that takes
// an image: File/Upload, AdvertisementGallery/Insert and User/Avatar. Each attack is refused with its
// status and code, in the error shape, and leaves no row (files, photos, avatar) and no byte on disk;
// a clean photo to the same endpoint is then accepted, so the refusals were not the endpoint being shut.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, errorResponseSchema } from '@kraam/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePng } from '../test/fixtures';
import { filePart, postMultipart } from '../test/multipart';
import type { Part } from '../test/multipart';
import { uploadAttacks } from '../test/upload-attacks';
import type { AttackCase } from '../test/upload-attacks';
import { answerProblem } from './answer-check';
import { createAccessWorld } from './access-world';
import type { AccessWorld } from './access-world';
import { snapshot } from './db-snapshot';
import { recordFigure } from './figures';

interface UploadEndpoint {
  name: string;
  url: string;
  /** Fields the endpoint needs besides the image. */
  extra: (world: AccessWorld) => Part[];
}

const ENDPOINTS: UploadEndpoint[] = [
  { name: 'file upload', url: API_PATHS.fileUpload, extra: () => [] },
  {
    name: 'gallery insert',
    url: API_PATHS.galleryInsert,
    extra: (world) => [{ name: 'advertisementId', data: String(world.adId) }],
  },
  { name: 'avatar', url: API_PATHS.userAvatar, extra: () => [] },
];

async function storedFiles(dataDir: string): Promise<number> {
  const entries = await readdir(path.join(dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).length;
}

describe('the upload attack matrix on every upload endpoint', () => {
  let world: AccessWorld;
  let attacks: AttackCase[];
  let address = 0;
  // Each upload from its own address: the upload limits are not what answers here.
  const nextAddress = () => `192.0.2.${(address += 1) % 250}`;
  beforeAll(async () => {
    world = await createAccessWorld();
    attacks = await uploadAttacks();
  });
  afterAll(() => world.t.close());

  it.each(ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    const failures: string[] = [];
    for (const attack of attacks)
      for (const lang of ['nl', 'en'] as const) {
        const before = await snapshot(world.t);
        const filesBefore = await storedFiles(world.t.config.dataDir);
        const response = await postMultipart(
          world.t.app,
          endpoint.url,
          [...endpoint.extra(world), ...attack.parts],
          {
            token: world.owner.token,
            lang,
            ip: nextAddress(),
          },
        );
        const problems: string[] = [];
        if (response.statusCode !== attack.status)
          problems.push(`answered ${response.statusCode}, expected ${attack.status}`);
        const shape = answerProblem(response);
        if (shape) problems.push(shape);
        else if (
          response.statusCode >= 400 &&
          errorResponseSchema.parse(response.json()).code !== attack.code
        )
          problems.push(`code ${errorResponseSchema.parse(response.json()).code}, expected ${attack.code}`);
        if ((await snapshot(world.t)) !== before) problems.push('wrote to the database');
        if ((await storedFiles(world.t.config.dataDir)) !== filesBefore) problems.push('left bytes on disk');
        if (problems.length > 0) failures.push(`${attack.name} (${lang}): ${problems.join('; ')}`);
      }
    const clean = await postMultipart(
      world.t.app,
      endpoint.url,
      [...endpoint.extra(world), filePart(await samplePng(50, 40, '#884400'))],
      { token: world.owner.token, ip: nextAddress() },
    );
    expect(clean.statusCode, clean.body).toBe(200);
    recordFigure({
      section: 'Upload attack matrix',
      name: `${endpoint.name} (${endpoint.url})`,
      value: attacks.length * 2,
      unit: 'attacks refused',
    });
    expect(failures).toEqual([]);
  });
});
