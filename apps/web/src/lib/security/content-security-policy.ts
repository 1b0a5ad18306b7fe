// The web app's Content-Security-Policy, built per request by src/proxy.ts (Next reads the nonce from the
// request's CSP header and puts it on its own scripts: the inline bootstrap and the page's chunks).
// - Scripts: only those bearing this request's nonce, and what they load ('strict-dynamic': the chunks
//   Next, Leaflet and SignalR load at run time). 'self' is the fallback for browsers without CSP 3.
//   Development adds 'unsafe-eval', which React uses there to rebuild server error stacks.
// - Styles: 'unsafe-inline', unavoidable: Emotion (MUI) inserts <style> elements at run time and React,
//   next/image and Leaflet set style attributes, which no nonce can cover. Styles cannot run script.
// - The browser calls the API directly (fetch, the chat WebSocket) and shows its images; map tiles come
//   from PUBLIC_MAP_TILE_URL's host.

export interface CspOptions {
  nonce: string;
  publicApiUrl: string;
  publicWebUrl: string;
  /** `{z}/{x}/{y}` template of the map tiles. */
  mapTileUrl: string;
  development: boolean;
}

/** scheme://host[:port], with `*.` allowed only as the first label: nothing else can enter the policy. */
const SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/** The host-source of the tile template, `{s}.` as `*.`; undefined for a same-origin path or junk. */
export function mapTileSource(template: string): string | undefined {
  const origin = /^https?:\/\/[^/]*/i.exec(template)?.[0].replace('//{s}.', '//*.');
  return origin !== undefined && SOURCE.test(origin) ? origin : undefined;
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return SOURCE.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** http → ws, https → wss: where the chat's WebSocket goes. */
const webSocketOrigin = (origin: string) => origin.replace(/^http/, 'ws');

/** 16 random bytes, base64, as CSP nonces should be. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function buildContentSecurityPolicy(options: CspOptions): string {
  const api = originOf(options.publicApiUrl);
  const web = originOf(options.publicWebUrl);
  const tiles = mapTileSource(options.mapTileUrl);
  const apiSources = api ? [api] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.development ? ["'unsafe-eval'"] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...apiSources, ...(tiles ? [tiles] : [])],
    ['font-src', "'self'"],
    [
      'connect-src',
      "'self'",
      ...apiSources,
      ...apiSources.map(webSocketOrigin),
      // Next's development server pushes updates over a WebSocket of its own origin.
      ...(options.development && web ? [webSocketOrigin(web)] : []),
    ],
    // The service worker of web push (public/sw.js): stated, as 'strict-dynamic' leaves no 'self' to fall back on.
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  // Only on an https site: on http://localhost it would send the API calls to an https that is not there.
  if (web?.startsWith('https:')) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}
