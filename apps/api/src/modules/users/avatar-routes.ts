// POST /exhibitor/v2/User/Avatar: the logged-in user uploads a new avatar as multipart field `file`
// (at most MAX_IMAGE_BYTES). The format is judged by the bytes, the image is cleaned and re-encoded
// (see files/avatar-image.ts), stored as a file the user owns and set as the user's galleryId.
import multipart from '@fastify/multipart';
import {
  API_PATHS,
  AVATAR_FILE_FIELD,
  MAX_IMAGE_BYTES,
  avatarResponseSchema,
  errorResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AvatarImageError, processAvatar } from '../../files/avatar-image';
import { AppError } from '../../plugins/app-error';
import { currentUser, requireUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { limit } from '../../plugins/rate-limit';
import { requestLang } from '../../plugins/request-lang';
import { setAvatar } from './user-repository';

/** Uploads per client address; exported for the tests. */
export const AVATAR_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

const missingFile = () =>
  new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { [AVATAR_FILE_FIELD]: ['REQUIRED'] });

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes take multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    API_PATHS.userAvatar,
    {
      onRequest: limit(app, { name: 'avatar', ...AVATAR_LIMIT }),
      preHandler: requireUser,
      schema: {
        tags: ['users'],
        summary: `Upload a new avatar (multipart field "${AVATAR_FILE_FIELD}", PNG, JPEG, GIF or WebP, at most ${MAX_IMAGE_BYTES} bytes)`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: {
          200: avatarResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!request.isMultipart()) {
        if (!request.headers['content-type']) throw missingFile();
        throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      }
      let data: Buffer | undefined;
      try {
        const part = await request.file();
        if (part?.fieldname === AVATAR_FILE_FIELD) data = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError)
          throw new AppError('PAYLOAD_TOO_LARGE');
        throw error;
      }
      if (!data || data.length === 0) throw missingFile();

      let image: Buffer;
      try {
        image = await processAvatar(data);
      } catch (error) {
        if (!(error instanceof AvatarImageError)) throw error;
        throw new AppError(
          error.reason === 'too-many-pixels' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      const file = await app.fileStore.save(image, { ownerUserId: user.id });
      await setAvatar(app.db, user.id, file.id);
      return { data: { galleryId: file.id }, message: infoMessage(requestLang(request), 'AVATAR_SAVED') };
    },
  );
};
