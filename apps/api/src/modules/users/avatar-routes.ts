// POST /exhibitor/v2/User/Avatar: the logged-in user uploads a new avatar as multipart field `file`
// (at most MAX_IMAGE_BYTES). The format is judged by the bytes, the image is cleaned and re-encoded
// (see files/image-intake.ts), stored as a file the user owns and set as the user's galleryId.
import { API_PATHS, AVATAR_FILE_FIELD, MAX_IMAGE_BYTES, avatarResponseSchema } from '@kraam/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AVATAR_POLICY } from '../../files/image-intake';
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
import { setAvatar } from './user-repository';

/** Uploads per client address; exported for the tests. */
export const AVATAR_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only this plugin's routes take multipart bodies.
  await registerImageMultipart(app);

  app.post(
    API_PATHS.userAvatar,
    {
      onRequest: limit(app, { name: 'avatar', ...AVATAR_LIMIT }),
      schema: {
        tags: ['users'],
        summary: `Upload a new avatar (multipart field "${AVATAR_FILE_FIELD}", PNG, JPEG, GIF or WebP, at most ${MAX_IMAGE_BYTES} bytes)`,
        consumes: ['multipart/form-data'],
        security: [{ bearerAuth: [] }],
        response: { 200: avatarResponseSchema, ...imageUploadErrors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { file: upload } = await readImageUpload(request);
      const file = await storeImage(app, upload, AVATAR_POLICY, user.id);
      await setAvatar(app.db, user.id, file.id);
      return { data: { galleryId: file.id }, message: infoMessage(requestLang(request), 'AVATAR_SAVED') };
    },
  );
};
