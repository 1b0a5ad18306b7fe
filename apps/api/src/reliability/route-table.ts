// The app's own route table, taken as the routes are registered (createTestApp's onRoute), so a new
// endpoint is fuzzed without anyone listing it. HEAD twins, the CORS preflight and the Swagger UI
// (third-party static pages) are left out.
import type { RouteOptions } from 'fastify';
import { isSignedInRoute } from '../plugins/signed-in-gate';
import { toJsonSchema } from './schema-arbitrary';
import type { JsonSchema } from './schema-arbitrary';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface FuzzRoute {
  method: Method;
  url: string;
  /** Who may call it: anyone, a user session, an admin session. */
  gate: 'public' | 'user' | 'admin';
  querystring?: JsonSchema;
  body?: JsonSchema;
  params?: JsonSchema;
}

export const routeName = (route: Pick<FuzzRoute, 'method' | 'url'>): string => `${route.method} ${route.url}`;

const FUZZED_METHODS = new Set<string>(['GET', 'POST', 'PUT', 'DELETE']);
const skipped = (url: string) => url === '*' || url === '/docs' || url.startsWith('/docs/');

/** Collects routes; pass `onRoute` to createTestApp and read `routes` once the app is built. */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  const onRoute = (route: RouteOptions) => {
    const methods = [route.method].flat().filter((method) => FUZZED_METHODS.has(method));
    if (skipped(route.url)) return;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const gate = route.url.startsWith('/admin/') && route.url !== '/admin/v1/login' ? 'admin' : undefined;
    for (const method of methods as Method[])
      routes.push({
        method,
        url: route.url,
        gate: gate ?? (isSignedInRoute(route) ? 'user' : 'public'),
        ...(schema.querystring ? { querystring: toJsonSchema(schema.querystring) } : {}),
        ...(schema.body ? { body: toJsonSchema(schema.body) } : {}),
        ...(schema.params ? { params: toJsonSchema(schema.params) } : {}),
      });
  };
  return { routes, onRoute };
}
