// First-load JavaScript per route, as a visitor's browser meets it: the route's HTML is fetched from a
// running web server (`next start`), every script it names (`<script src>` except `nomodule` polyfills,
// `<link rel=preload|modulepreload as=script>`) is fetched and gzipped (level 6, what `next start` sends),
// and the sizes are summed.
// `measureFirstLoadJs` is the module's API (bench:web uses it); run the file for a table:
//
//   npx tsx bench/web/first-load-js.ts --web=http://127.0.0.1:3100 --api=http://127.0.0.1:4100 [--chunks=5]
//
// `--api` resolves the routes' ids (`{ad}`, `{booth}`, `{category}`) from the seeded data; paths given after
// the flags replace the default routes.
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { API_PATHS } from '@kraam/shared/paths';
import { adDetailResponseSchema, adListResponseSchema } from '@kraam/shared/browse';
import { categoryTreeResponseSchema } from '@kraam/shared/categories';

/** The routes under the JS budget; `{ad}`, `{booth}` and `{category}` are filled from the seeded data. */
export const BUDGET_ROUTES = [
  '/',
  '/categoryAds?search=fiets',
  '/ads/{ad}',
  '/category?categoryId={category}',
  '/booth/{booth}',
  '/login',
];
/** First-load JS budget per route, in KB gzipped (stretch 170); bench/RESULTS.md reports each route. */
export const FIRST_LOAD_BUDGET_KB = 200;

export interface ScriptSize {
  /** Path of the script on the web server, e.g. /_next/static/chunks/abc.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface RouteFirstLoad {
  path: string;
  /** The HTML's status: a 404 or 500 page would be measured too, so callers check it. */
  status: number;
  scripts: ScriptSize[];
  bytes: number;
  gzipBytes: number;
}

const SCRIPT_TAG = /<script\b[^>]*>/g;
const LINK_TAG = /<link\b[^>]*>/g;
/** Legacy polyfills: a browser that runs modules skips them. */
const NO_MODULE = /\bnomodule\b/i;

/** The script URLs a page's HTML makes the browser load before it is interactive, in document order. */
export function scriptUrls(html: string): string[] {
  const urls: string[] = [];
  for (const [tag] of html.matchAll(SCRIPT_TAG)) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src && !NO_MODULE.test(tag)) urls.push(src);
  }
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const preloadsScript = /\brel="(?:preload|modulepreload)"/.test(tag) && /\bas="script"/.test(tag);
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (preloadsScript && href) urls.push(href);
  }
  return [...new Set(urls.map((url) => url.replaceAll('&amp;', '&')))].filter((url) => url.length > 0);
}

async function scriptSize(baseUrl: string, src: string, cache: Map<string, Promise<ScriptSize>>) {
  const url = new URL(src, baseUrl);
  const key = url.pathname + url.search;
  let size = cache.get(key);
  if (!size) {
    size = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${key} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      return { path: key, bytes: body.length, gzipBytes: gzipSync(body, { level: 6 }).length };
    });
    cache.set(key, size);
  }
  return size;
}

/** Fetches each path's HTML from `baseUrl` and sizes the JavaScript it loads; scripts are fetched once. */
export async function measureFirstLoadJs(
  baseUrl: string,
  paths: readonly string[],
): Promise<RouteFirstLoad[]> {
  const cache = new Map<string, Promise<ScriptSize>>();
  const routes: RouteFirstLoad[] = [];
  for (const path of paths) {
    const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' } });
    const html = await response.text();
    const scripts = await Promise.all(scriptUrls(html).map((src) => scriptSize(baseUrl, src, cache)));
    routes.push({
      path,
      status: response.status,
      scripts,
      bytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
      gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0),
    });
  }
  return routes;
}

const getJson = async (url: string): Promise<unknown> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};

/**
 * Fills `{ad}` with the first ad of the trending home feed, `{booth}` with its seller's booth and
 * `{category}` with the first top-level category that has subcategories.
 */
export async function resolveRouteIds(apiUrl: string, paths: readonly string[]): Promise<string[]> {
  const feed = adListResponseSchema.parse(
    await getJson(`${apiUrl}${API_PATHS.homeFeed}?sort=trending&lang=nl&limit=1`),
  );
  const ad = feed.data[0];
  if (!ad) throw new Error('the home feed has no ads to measure an ad page with');
  const detail = adDetailResponseSchema.parse(
    await getJson(`${apiUrl}${API_PATHS.adDetail}?id=${ad.id}&lang=nl`),
  );
  const tree = categoryTreeResponseSchema.parse(await getJson(`${apiUrl}${API_PATHS.categoryTree}?lang=nl`));
  const category = tree.data.find((node) => node.childs.length > 0) ?? tree.data[0];
  if (!category) throw new Error('the category tree is empty');
  return paths.map((path) =>
    path
      .replaceAll('{ad}', String(ad.id))
      .replaceAll('{booth}', String(detail.data.booth.id))
      .replaceAll('{category}', String(category.id)),
  );
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** A plain-text table: one line per route, then (with `chunks`) its largest scripts. */
export function formatFirstLoad(routes: readonly RouteFirstLoad[], chunks = 0): string {
  const lines = ['route                              status  scripts     KB   KB gz  budget'];
  for (const route of routes) {
    const within = route.gzipBytes / 1024 <= FIRST_LOAD_BUDGET_KB ? 'ok' : 'OVER';
    lines.push(
      `${route.path.padEnd(34)} ${String(route.status).padStart(6)} ${String(route.scripts.length).padStart(8)} ` +
        `${kb(route.bytes).padStart(6)} ${kb(route.gzipBytes).padStart(7)}  ${within}`,
    );
    const largest = [...route.scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, chunks);
    for (const script of largest) lines.push(`    ${kb(script.gzipBytes).padStart(6)} KB gz  ${script.path}`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      web: { type: 'string' },
      api: { type: 'string' },
      chunks: { type: 'string', default: '0' },
      json: { type: 'boolean', default: false },
    },
  });
  if (!values.web)
    throw new Error('usage: first-load-js.ts --web=<web origin> [--api=<api origin>] [paths…]');
  const wanted = positionals.length > 0 ? positionals : BUDGET_ROUTES;
  const paths = values.api ? await resolveRouteIds(values.api, wanted) : wanted;
  const routes = await measureFirstLoadJs(values.web, paths);
  console.log(values.json ? JSON.stringify(routes, null, 2) : formatFirstLoad(routes, Number(values.chunks)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
