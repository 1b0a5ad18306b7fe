// /exhibitor/v2/User/{Get,Edit,ChangePassword}: the logged-in user's own details and password.
import {
  API_PATHS,
  changePasswordBodySchema,
  editUserBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  userDetailsResponseSchema,
  userGetQuerySchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../plugins/app-error';
import { currentUser, revokeSessions } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { findAccountById, setPasswordHash } from '../../auth/account-repository';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { ownsFile } from '../../files/file-ownership';
import { getUserDetails, updateUserDetails } from './user-repository';

const tags = ['users'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const userRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.userGet,
    {
      schema: {
        tags,
        summary: "The logged-in user's details",
        security: [{ bearerAuth: [] }],
        querystring: userGetQuerySchema,
        response: { 200: userDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const details = await getUserDetails(app.db, currentUser(request).id);
      if (!details) throw new AppError('UNAUTHORIZED');
      return { data: details, message: null };
    },
  );

  app.put(
    API_PATHS.userEdit,
    {
      schema: {
        tags,
        summary: "Edit the logged-in user's name, phone, address, avatar and language",
        security: [{ bearerAuth: [] }],
        body: editUserBodySchema,
        response: { 200: userDetailsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { galleryId } = request.body;
      if (galleryId && !(await ownsFile(app.db, user.id, galleryId)))
        throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { galleryId: ['INVALID'] });
      await updateUserDetails(app.db, user.id, request.body);
      const details = await getUserDetails(app.db, user.id);
      if (!details) throw new AppError('UNAUTHORIZED');
      return { data: details, message: infoMessage(requestLang(request), 'USER_SAVED') };
    },
  );

  app.post(
    API_PATHS.userChangePassword,
    {
      schema: {
        tags,
        summary: 'Change the password; every other session of the user ends',
        security: [{ bearerAuth: [] }],
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const account = await findAccountById(app.db, user.id);
      if (!account) throw new AppError('UNAUTHORIZED');
      if (!(await verifyPassword(account.passwordHash, request.body.currentPassword)))
        throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', { currentPassword: ['WRONG_PASSWORD'] });
      await setPasswordHash(app.db, user.id, await hashPassword(request.body.newPassword));
      await revokeSessions(app.db, user.id, { except: user.sessionId });
      await app.chatDelivery.sessionsRevoked(user.id);
      return { data: null, message: infoMessage(requestLang(request), 'PASSWORD_CHANGED') };
    },
  );

  done();
};
