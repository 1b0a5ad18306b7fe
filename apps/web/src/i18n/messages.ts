import type { Lang } from '@kraam/shared';
import en from '../../messages/en.json';
import nl from '../../messages/nl.json';

export type Messages = typeof en;

type Tree = { [key: string]: unknown };

const isTree = (value: unknown): value is Tree =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge so a key missing from the chosen language shows the English text (SPEC §1: fallback En). */
function withFallback(base: Tree, override: Tree): Tree {
  const merged: Tree = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const fallback = merged[key];
    merged[key] = isTree(fallback) && isTree(value) ? withFallback(fallback, value) : value;
  }
  return merged;
}

const catalogues: Record<Lang, Messages> = {
  en,
  // The merge keeps en's shape, so the cast only restates what withFallback guarantees.
  nl: withFallback(en, nl) as Messages,
};

export function messagesFor(lang: Lang): Messages {
  return catalogues[lang];
}

/** What the browser needs; page copy (static pages, 404 text) stays on the server. */
export function clientMessagesFor(lang: Lang) {
  const { common, shell, language, image, categories, errors, auth, dashboard } = messagesFor(lang);
  return { common, shell, language, image, categories, errors, auth, dashboard };
}
