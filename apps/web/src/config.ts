import { z } from 'zod';

// The one place that reads process.env (DESIGN §1): everything else receives typed values from here.
const schema = z
  .object({
    PORT: z.coerce.number().int().positive().default(3000),
    API_PORT: z.coerce.number().int().positive().default(4000),
    PUBLIC_API_URL: z.url().optional(),
    PUBLIC_WEB_URL: z.url().optional(),
    INTERNAL_API_URL: z.url().optional(),
    PUBLIC_MAP_TILE_URL: z.string().trim().min(1).optional(),
    NODE_ENV: z.string().optional(),
  })
  .transform((env) => {
    const publicApiUrl = trimSlash(env.PUBLIC_API_URL ?? `http://localhost:${env.API_PORT}`);
    return {
      port: env.PORT,
      /** The API host as the browser reaches it; handed to the client at runtime, never inlined at build. */
      publicApiUrl,
      /** The canonical site origin. */
      publicWebUrl: trimSlash(env.PUBLIC_WEB_URL ?? `http://localhost:${env.PORT}`),
      /** Where server-side fetches go; inside a cluster this may differ from the public host. */
      internalApiUrl: trimSlash(env.INTERNAL_API_URL ?? publicApiUrl),
      /** Map tiles for the ad page and the new-ad location pin ({z}/{x}/{y}); pages still work when they cannot load. */
      mapTileUrl: env.PUBLIC_MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      /** next dev: the Content-Security-Policy also allows what the development server needs. */
      development: env.NODE_ENV === 'development',
    };
  });

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export type WebConfig = z.infer<typeof schema>;

export const config: WebConfig = schema.parse(process.env);
