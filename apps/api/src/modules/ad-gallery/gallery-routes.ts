// /exhibitor/v2/AdvertisementGallery/{Insert,Delete,EditMainImage,Reorder}: the photos of the caller's
// own ad (SPEC §5): at most MAX_IMAGES_PER_AD, the first is the main image and cannot be removed.
// Another user's ad or photo, or a deleted ad, answers 404 and changes nothing. Photo ids are file ids.
import {
  API_PATHS,
  GALLERY_AD_FIELD,
  IMAGE_FILE_FIELD,
  MAX_IMAGES_PER_AD,
  errorResponseSchema,
  galleryDeleteQuerySchema,
  galleryMainImageBodySchema,
  galleryReorderBodySchema,
  galleryResponseSchema,
  idParamSchema,
} from '@kraam/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteUnreferencedFiles, releaseAfterCommit } from '../../files/file-release';
import { PHOTO_POLICY } from '../../files/image-intake';
import {
  imageUploadErrors,
  readImageUpload,
  registerImageMultipart,
  storeImage,
} from '../../files/image-upload';
import { AppError } from '../../plugins/app-error';
import { currentUser } from '../../plugins/auth';
import { adsChanged } from '../../plugins/cache-invalidation';
import { infoMessage } from '../../plugins/messages';
import type { InfoMessageKey } from '../../plugins/messages';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';
import { appendImage, changeGallery, deleteImage, ownAdImageIds, writeOrder } from './gallery-repository';
import { isSameSet, withMainFirst } from './gallery-order';

/** Photo uploads per client address; exported for the tests. */
export const GALLERY_UPLOAD_LIMIT = { max: 120, timeWindow: 15 * 60_000 };

const tags = ['ad-gallery'];
const security = [{ bearerAuth: [] }];
const notFound = () => new AppError('NOT_FOUND');
const tooManyImages = () => new AppError('TOO_MANY_IMAGES');
const fieldError = (field: string, key: 'REQUIRED' | 'INVALID') =>
  new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { [field]: [key] });

function parseAdId(value: string | undefined): number {
  if (value === undefined || value.trim() === '') throw fieldError(GALLERY_AD_FIELD, 'REQUIRED');
  const parsed = idParamSchema.safeParse(value);
  if (!parsed.success) throw fieldError(GALLERY_AD_FIELD, 'INVALID');
  return parsed.data;
}

const answer = (request: FastifyRequest, imageIds: string[], message: InfoMessageKey) => ({
  data: { imageIds },
  message: infoMessage(requestLang(request), message),
});

export const galleryRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageMultipart(app);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  app.post(
    API_PATHS.galleryInsert,
    {
      onRequest: limit(app, { name: 'gallery-upload', ...GALLERY_UPLOAD_LIMIT }),
      schema: {
        tags,
        summary: `Add a photo to an own ad (multipart: text field "${GALLERY_AD_FIELD}" and file "${IMAGE_FILE_FIELD}"); at most ${MAX_IMAGES_PER_AD}`,
        consumes: ['multipart/form-data'],
        security,
        response: {
          200: galleryResponseSchema,
          ...imageUploadErrors,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { file, fields } = await readImageUpload(request);
      const adId = parseAdId(fields[GALLERY_AD_FIELD]);
      // Cheap refusals first, so a full or foreign gallery costs no image decoding.
      const current = await ownAdImageIds(app.db, userId, adId);
      if (!current) throw notFound();
      if (current.length >= MAX_IMAGES_PER_AD) throw tooManyImages();

      const stored = await storeImage(app, file, PHOTO_POLICY, userId);
      let outcome: string[] | 'full' | undefined;
      try {
        outcome = await changeGallery(app.db, userId, adId, async (trx, imageIds) => {
          if (imageIds.length >= MAX_IMAGES_PER_AD) return 'full' as const;
          await appendImage(trx, adId, stored.id, imageIds.length);
          return [...imageIds, stored.id];
        });
      } catch (error) {
        await app.fileStore.remove(stored.id);
        throw error;
      }
      // Lost a race (another upload took the last place, or the ad went): keep nothing.
      if (!Array.isArray(outcome)) {
        await app.fileStore.remove(stored.id);
        throw outcome === 'full' ? tooManyImages() : notFound();
      }
      await adsChanged(app, [adId]);
      return answer(request, outcome, 'IMAGE_UPLOADED');
    },
  );

  app.delete(
    API_PATHS.galleryDelete,
    {
      schema: {
        tags,
        summary: 'Remove a photo that is not the main image from an own ad',
        security,
        querystring: galleryDeleteQuerySchema,
        response: { 200: galleryResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const { advertisementId: adId } = request.query;
      const imageId = request.query.imageId.toLowerCase();
      const outcome = await changeGallery(app.db, currentUser(request).id, adId, async (trx, imageIds) => {
        const index = imageIds.indexOf(imageId);
        if (index < 0) return undefined;
        if (index === 0) return 'main' as const;
        const rest = imageIds.filter((id) => id !== imageId);
        await deleteImage(trx, adId, imageId);
        await writeOrder(trx, adId, rest);
        return rest;
      });
      if (outcome === 'main') throw new AppError('MAIN_IMAGE_REQUIRED');
      if (!outcome) throw notFound();
      // Not served a moment longer than it is shown, unless another row still names it.
      await releaseAfterCommit(request.log, () => deleteUnreferencedFiles(app, [imageId]));
      await adsChanged(app, [adId]);
      return answer(request, outcome, 'IMAGE_DELETED');
    },
  );

  app.put(
    API_PATHS.galleryMainImage,
    {
      schema: {
        tags,
        summary: 'Make one photo of an own ad its main image (position 0)',
        security,
        body: galleryMainImageBodySchema,
        response: { 200: galleryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { advertisementId: adId } = request.body;
      const imageId = request.body.imageId.toLowerCase();
      const outcome = await changeGallery(app.db, currentUser(request).id, adId, async (trx, imageIds) => {
        if (!imageIds.includes(imageId)) return undefined;
        const ordered = withMainFirst(imageIds, imageId);
        await writeOrder(trx, adId, ordered);
        return ordered;
      });
      if (!outcome) throw notFound();
      await adsChanged(app, [adId]);
      return answer(request, outcome, 'MAIN_IMAGE_CHANGED');
    },
  );

  app.put(
    API_PATHS.galleryReorder,
    {
      schema: {
        tags,
        summary:
          'Put the photos of an own ad in a new order (exactly its photos; the first is the main image)',
        security,
        body: galleryReorderBodySchema,
        response: { 200: galleryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { advertisementId: adId } = request.body;
      const ordered = request.body.imageIds.map((id) => id.toLowerCase());
      const outcome = await changeGallery(app.db, currentUser(request).id, adId, async (trx, imageIds) => {
        if (!isSameSet(imageIds, ordered)) throw fieldError('imageIds', 'INVALID');
        await writeOrder(trx, adId, ordered);
        return ordered;
      });
      if (!outcome) throw notFound();
      await adsChanged(app, [adId]);
      return answer(request, outcome, 'IMAGES_REORDERED');
    },
  );
};
