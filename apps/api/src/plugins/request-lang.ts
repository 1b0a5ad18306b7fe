// The language of a request's human texts: ?lang=, else the stored `lang` cookie (the user's own
// choice), else the browser's Accept-Language, else Dutch.
import { DEFAULT_LANGUAGE, LANG_COOKIE, langSchema } from '@kraam/shared';
import type { Lang } from '@kraam/shared';
import type { FastifyRequest } from 'fastify';

const asLang = (value: unknown): Lang | undefined => {
  const parsed = langSchema.safeParse(typeof value === 'string' ? value.trim().toLowerCase() : value);
  return parsed.success ? parsed.data : undefined;
};

function fromCookie(header: string | undefined): Lang | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.split('=');
    if (name?.trim() === LANG_COOKIE) return asLang(value);
  }
  return undefined;
}

/** The highest-weighted supported language; 'en-GB' counts as 'en'. */
function fromAcceptLanguage(header: string | undefined): Lang | undefined {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { lang: asLang(tag.split('-')[0]), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang !== undefined && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang;
}

/** From the raw URL: a route's validated query may have dropped `lang` when its schema lacks it. */
function fromQuery(url: string): Lang | undefined {
  const start = url.indexOf('?');
  return start === -1 ? undefined : asLang(new URLSearchParams(url.slice(start + 1)).get('lang'));
}

export function requestLang(request: FastifyRequest): Lang {
  return (
    fromQuery(request.url) ??
    fromCookie(request.headers.cookie) ??
    fromAcceptLanguage(request.headers['accept-language']) ??
    DEFAULT_LANGUAGE
  );
}
