// GET /public/v2/{Country,Province,City,Region}/GetAll. City search needs at least 2 letters
// (SPEC §5's "2 words", read as letters: see countLetters in packages/shared).
import {
  API_PATHS,
  citiesResponseSchema,
  cityQuerySchema,
  countriesResponseSchema,
  countryQuerySchema,
  errorResponseSchema,
  provinceQuerySchema,
  provincesResponseSchema,
  regionQuerySchema,
  regionsResponseSchema,
} from '@kraam/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listCities, listCountries, listProvinces, listRegions } from './place-repository';

const tags = ['places'];

export const placeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    API_PATHS.countries,
    {
      schema: {
        tags,
        summary: 'Countries, names in the requested language',
        querystring: countryQuerySchema,
        response: { 200: countriesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await listCountries(app.db, request.query.lang), message: null }),
  );

  app.get(
    API_PATHS.provinces,
    {
      schema: {
        tags,
        summary: 'Provinces, optionally of one country',
        querystring: provinceQuerySchema,
        response: { 200: provincesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      data: await listProvinces(app.db, request.query.lang, request.query.countryId),
      message: null,
    }),
  );

  app.get(
    API_PATHS.cities,
    {
      schema: {
        tags,
        summary: 'Cities of a province and/or matching a search term of at least 2 letters',
        querystring: cityQuerySchema,
        response: { 200: citiesResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const { provinceId, search, limit } = request.query;
      return { data: await listCities(app.db, { provinceId, search, limit }), message: null };
    },
  );

  app.get(
    API_PATHS.regions,
    {
      schema: {
        tags,
        summary: 'Regions (neighbourhoods) of a city',
        querystring: regionQuerySchema,
        response: { 200: regionsResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ data: await listRegions(app.db, request.query.cityId), message: null }),
  );
  done();
};
