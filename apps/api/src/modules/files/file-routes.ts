// GET /public/downloadFileById/:id — the original, the blur preview (?size=favicon) or a resized WebP
// (?w=&q=). Immutable by id, so browsers and CDNs keep it for a year; unknown or malformed ids are 404.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  API_PATHS,
  IMAGE_PREVIEW_SIZE,
  downloadFileQuerySchema,
  errorResponseSchema,
  fileIdParamsSchema,
} from '@kraam/shared';
import type { Readable } from 'node:stream';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FileStore, StoredFile } from '../../files/file-store';
import { SVG_MIME } from '../../files/image-formats';
import { variantSize } from '../../files/image-variants';
import { AppError } from '../../plugins/app-error';
import { etagMatches, fileEtag } from './etag';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** An SVG opened directly must not run script or load anything. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const WEBP = 'image/webp';

/** Streamed bytes: never serialized, described as binary in the OpenAPI document. */
const imageBytes = z.custom<Readable>().meta({ type: 'string', format: 'binary' });

interface Representation {
  key: string;
  mime: string;
  /** Resolves the path on disk, rendering a variant when needed. */
  path(): Promise<string>;
}

function representation(
  fileStore: FileStore,
  file: StoredFile,
  query: { size?: string; w?: number; q?: number },
): Representation {
  if (query.size === IMAGE_PREVIEW_SIZE) {
    return {
      key: IMAGE_PREVIEW_SIZE,
      mime: WEBP,
      path: () => Promise.resolve(fileStore.previewPath(file.id)),
    };
  }
  if (query.w !== undefined) {
    const { width, quality } = variantSize(file, query.w, query.q);
    return {
      key: `w${width}-q${quality}`,
      mime: WEBP,
      path: async () => (await fileStore.variant(file, width, quality)).path,
    };
  }
  return { key: 'original', mime: file.mime, path: () => Promise.resolve(fileStore.originalPath(file.id)) };
}

const sizeOf = (path: string) =>
  stat(path).then(
    (stats) => stats.size,
    () => undefined,
  );

export const fileRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.downloadFile,
    {
      schema: {
        tags: ['files'],
        summary: 'An image: original, blur preview (size=favicon) or a resized WebP (w, q)',
        params: fileIdParamsSchema,
        querystring: downloadFileQuerySchema,
        response: {
          200: { description: 'The image', content: { 'image/*': { schema: imageBytes } } },
          304: z.undefined().describe('Not modified: the If-None-Match ETag still holds'),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await app.fileStore.find(request.params.id);
      if (!file) throw new AppError('NOT_FOUND');
      const wanted = representation(app.fileStore, file, request.query);
      const etag = fileEtag(file.id, wanted.key);
      const cacheHeaders = { etag, 'cache-control': IMMUTABLE, 'x-content-type-options': 'nosniff' };
      if (etagMatches(request.headers['if-none-match'], etag))
        return reply.code(304).headers(cacheHeaders).send(undefined);

      const path = await wanted.path();
      const size = await sizeOf(path);
      if (size === undefined) {
        // Only a real hit gets the year-long caching headers; this 404 must stay retryable.
        request.log.warn({ fileId: file.id, variant: wanted.key }, 'stored file missing on disk');
        throw new AppError('NOT_FOUND');
      }
      reply.headers(cacheHeaders);
      if (wanted.mime === SVG_MIME) reply.header('content-security-policy', SVG_CSP);
      return reply.type(wanted.mime).header('content-length', size).send(createReadStream(path));
    },
  );
  done();
};
