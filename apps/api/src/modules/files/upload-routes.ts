// POST /exhibitor/v2/File/Upload: one image (multipart field `file`) stored as a file the caller owns,
// before it belongs to anything: new-ad photos (Advertisement/Insert takes their ids) and booth logos
// and banners (Booth/Insert and Edit check ownership). Judged by content and re-encoded, see
// files/image-intake.ts.
import { API_PATHS, IMAGE_FILE_FIELD, MAX_IMAGE_BYTES, uploadedImageResponseSchema } from '@kraam/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_POLICY } from '../../files/image-intake';
import {
  imageUploadErrors,
  readImageUpload,
  registerImageMultipart,
  storeImage,
} from '../../files/image-upload';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';

/** Uploads per client address: a full ad (12 photos) several times over; exported for the tests. */
export const UPLOAD_LIMIT = { max: 120, timeWindow: 15 * 60_000 };

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerImageMultipart(app);

  app.post(
    API_PATHS.fileUpload,
    {
      onRequest: limit(app, { name: 'image-upload', ...UPLOAD_LIMIT }),
      schema: {
        tags: ['files'],
        summary: `Upload one image (multipart field "${IMAGE_FILE_FIELD}"; PNG, JPEG, GIF or SVG judged by content; at most ${MAX_IMAGE_BYTES} bytes), stored re-encoded as WebP`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: uploadedImageResponseSchema, ...imageUploadErrors },
      },
    },
    async (request) => {
      const { file } = await readImageUpload(request);
      return {
        data: await storeImage(app, file, PHOTO_POLICY, currentUser(request).id),
        message: infoMessage(requestLang(request), 'IMAGE_UPLOADED'),
      };
    },
  );
};
