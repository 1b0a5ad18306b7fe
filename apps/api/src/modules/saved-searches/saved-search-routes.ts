// /exhibitor/v2/SavedSearch/{Insert,Edit,Delete,GetAll}: the signed-in user's saved searches. Another
// user's id answers 404 and nothing changes.
import {
  API_PATHS,
  errorResponseSchema,
  savedSearchDeleteQuerySchema,
  savedSearchDeleteResponseSchema,
  savedSearchEditBodySchema,
  savedSearchInsertBodySchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { infoMessage } from '../../plugins/messages';
import { requestLang } from '../../plugins/request-lang';
import { defaultName } from './default-name';
import { matchColumns } from './match-columns';
import { parseSavedQuery } from './saved-query';
import {
  deleteSavedSearch,
  editSavedSearch,
  insertSavedSearch,
  listSavedSearches,
} from './saved-search-repository';
import type { SearchProbe } from './search-probe';

const tags = ['saved searches'];
const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

export const savedSearchRoutes: FastifyPluginCallbackZod<{ probe: SearchProbe }> = (app, options, done) => {
  const { probe } = options;

  app.post(
    API_PATHS.savedSearchInsert,
    {
      schema: {
        tags,
        summary:
          "Save the search page's query (sort left out) with how to alert; the same query again answers the saved one; at most 50",
        security,
        body: savedSearchInsertBodySchema,
        response: { 200: savedSearchResponseSchema, ...errors, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const { query: raw, name, ...alerting } = request.body;
      const { query, filters } = parseSavedQuery(raw);
      const refs = await probe.references(app.db, filters);
      const words = filters.search ? probe.words(filters.search) : [];
      const data = await insertSavedSearch(app.db, currentUser(request).id, {
        name: name ?? (await defaultName(app.db, filters, lang)),
        query,
        ...alerting,
        ...matchColumns(filters, refs, words),
      });
      return { data, message: infoMessage(lang, 'SAVED_SEARCH_SAVED') };
    },
  );

  app.put(
    API_PATHS.savedSearchEdit,
    {
      schema: {
        tags,
        summary: 'Rename an own saved search or change how it alerts; what is given changes',
        security,
        body: savedSearchEditBodySchema,
        response: { 200: savedSearchResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await editSavedSearch(app.db, currentUser(request).id, request.body),
      message: infoMessage(requestLang(request), 'SAVED_SEARCH_SAVED'),
    }),
  );

  app.delete(
    API_PATHS.savedSearchDelete,
    {
      schema: {
        tags,
        summary: 'Delete an own saved search',
        security,
        querystring: savedSearchDeleteQuerySchema,
        response: { 200: savedSearchDeleteResponseSchema, ...errors, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteSavedSearch(app.db, currentUser(request).id, request.query.id);
      return { data: null, message: infoMessage(requestLang(request), 'SAVED_SEARCH_DELETED') };
    },
  );

  app.get(
    API_PATHS.savedSearches,
    {
      schema: {
        tags,
        summary: "The signed-in user's saved searches, newest first",
        security,
        response: { 200: savedSearchListResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ data: await listSavedSearches(app.db, currentUser(request).id), message: null }),
  );

  done();
};
