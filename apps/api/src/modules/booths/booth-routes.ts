// /exhibitor/v2/Booth/{Get,Insert,Edit}: the logged-in user's own booth (one per user), private or a
// trader's with its legal notice.
// /public/v2/Booth/{Get,GetAll}: any booth by id (cached), and the searchable, keyset-paginated list.
import {
  API_PATHS,
  boothBodySchema,
  boothListQuerySchema,
  boothListResponseSchema,
  boothResponseSchema,
  publicBoothResponseSchema,
  errorResponseSchema,
  publicBoothQuerySchema,
} from '@kraam/shared';
import type { BoothBody } from '@kraam/shared';
import type { Kysely } from 'kysely';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database-types';
import { isTimestampKey, positionFromQuery } from '../../db/keyset-cursor';
import { removedByModeration } from '../../db/moderated-content';
import { AppError } from '../../plugins/app-error';
import type { FieldMessageKey } from '../../plugins/messages';
import { currentUser } from '../../plugins/auth';
import { cached } from '../../plugins/cache';
import { boothCacheKey, boothChanged, sellerTypeChanged } from '../../plugins/cache-invalidation';
import {
  adIdsOfBooth,
  boothIdOfUser,
  cityExists,
  BOOTH_LIST,
  findBoothById,
  findBoothByUser,
  insertBooth,
  listBooths,
  updateBooth,
} from './booth-repository';
import { ownsFile } from '../../files/file-ownership';
import { ratingOfBooth } from '../../db/review-rating';
import { signalsOfBooth } from '../../db/seller-signals';

const tags = ['booths'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The references in the body must exist: the city, and logo/banner files uploaded by this user. */
async function checkReferences(db: Kysely<Database>, userId: number, body: BoothBody): Promise<void> {
  const fieldErrors: Record<string, FieldMessageKey[]> = {};
  if (body.cityId != null && !(await cityExists(db, body.cityId))) fieldErrors.cityId = ['INVALID'];
  if (body.logoId != null && !(await ownsFile(db, userId, body.logoId))) fieldErrors.logoId = ['INVALID'];
  if (body.bannerId != null && !(await ownsFile(db, userId, body.bannerId)))
    fieldErrors.bannerId = ['INVALID'];
  if (Object.keys(fieldErrors).length > 0)
    throw new AppError('VALIDATION_FAILED', 'VALIDATION_FAILED', fieldErrors);
}

export const boothRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  /** What the public booth answer and its cache hold: the booth with its owner's rating and signals. */
  const publicBooth = (id: number) =>
    app.publicRead(async (db) => {
      const found = await findBoothById(db, id);
      return (
        found && {
          ...found,
          rating: await ratingOfBooth(db, id),
          signals: await signalsOfBooth(db, id),
        }
      );
    });
  const ownBooth = async (userId: number) => {
    const booth = await findBoothByUser(app.db, userId);
    if (!booth) throw new AppError('NOT_FOUND');
    return { data: booth, message: null };
  };

  app.get(
    API_PATHS.boothGet,
    {
      schema: {
        tags,
        summary: "The logged-in user's booth (404 when there is none yet)",
        security,
        response: { 200: boothResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ownBooth(currentUser(request).id),
  );

  app.post(
    API_PATHS.boothInsert,
    {
      schema: {
        tags,
        summary: 'Create the booth of the logged-in user (409 when there already is one)',
        security,
        body: boothBodySchema,
        response: { 200: boothResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      if ((await boothIdOfUser(app.db, userId)) !== undefined) throw new AppError('CONFLICT');
      await checkReferences(app.db, userId, request.body);
      const boothId = await insertBooth(app.db, userId, request.body);
      if (boothId === undefined) throw new AppError('CONFLICT');
      await boothChanged(app, boothId, []);
      return ownBooth(userId);
    },
  );

  app.put(
    API_PATHS.boothEdit,
    {
      schema: {
        tags,
        summary: 'Replace the booth of the logged-in user; fields left out are cleared',
        security,
        body: boothBodySchema,
        response: { 200: boothResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const boothId = await boothIdOfUser(app.db, userId);
      if (boothId === undefined) throw new AppError('NOT_FOUND');
      await checkReferences(app.db, userId, request.body);
      const update = await updateBooth(app.db, userId, request.body);
      if (!update) throw new AppError('NOT_FOUND');
      if (update.from === update.to) await boothChanged(app, boothId, await adIdsOfBooth(app.db, boothId));
      else await sellerTypeChanged(app, boothId);
      return ownBooth(userId);
    },
  );

  app.get(
    API_PATHS.publicBoothGet,
    {
      schema: {
        tags,
        summary: 'A booth by id',
        querystring: publicBoothQuerySchema,
        response: {
          200: publicBoothResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { id } = request.query;
      const booth = await cached(app.cache, 'booth', boothCacheKey(id), () => publicBooth(id));
      if (!booth)
        throw (await removedByModeration(app.db, 'booth', id))
          ? new AppError('GONE', 'BOOTH_REMOVED')
          : new AppError('NOT_FOUND');
      return { data: booth, message: null };
    },
  );

  app.cacheWarmers.register('booth', async (id) => {
    const booth = id === undefined ? undefined : await publicBooth(id);
    if (!booth || id === undefined) return 0;
    await app.cache.set('booth', boothCacheKey(id), booth);
    return 1;
  });

  app.get(
    API_PATHS.publicBoothList,
    {
      schema: {
        tags,
        summary: 'Booths, newest first, optionally searched by name; pass nextCursor as cursor for more',
        querystring: boothListQuerySchema,
        response: { 200: boothListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { search, cursor, limit } = request.query;
      const after = positionFromQuery(BOOTH_LIST, cursor, isTimestampKey);
      const { booths, nextCursor } = await app.publicRead((db) =>
        listBooths(db, {
          ...(search ? { search } : {}),
          ...(after ? { after } : {}),
          limit,
        }),
      );
      return { data: booths, message: null, nextCursor };
    },
  );

  done();
};
