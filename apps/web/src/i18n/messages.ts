import type { Lang } from '@kraam/shared';
import enCore from '../../messages/en.json';
import enAdmin from '../../messages/en/admin.json';
import enBrowse from '../../messages/en/browse.json';
import enChat from '../../messages/en/chat.json';
import enErrorPage from '../../messages/en/error-page.json';
import enPublish from '../../messages/en/publish.json';
import nlCore from '../../messages/nl.json';
import nlAdmin from '../../messages/nl/admin.json';
import nlBrowse from '../../messages/nl/browse.json';
import nlChat from '../../messages/nl/chat.json';
import nlErrorPage from '../../messages/nl/error-page.json';
import nlPublish from '../../messages/nl/publish.json';

// One file per feature area beside the core file, so features can grow their texts independently. The
// error page's own file keeps global-error (loaded on every page) from bundling a whole catalogue.
const en = { ...enCore, ...enPublish, ...enBrowse, ...enChat, ...enAdmin, ...enErrorPage };
const nl = { ...nlCore, ...nlPublish, ...nlBrowse, ...nlChat, ...nlAdmin, ...nlErrorPage };

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
  const {
    common,
    shell,
    language,
    categories,
    errors,
    errorPage,
    auth,
    dashboard,
    adCard,
    publish,
    browse,
    chat,
  } = messagesFor(lang);
  return {
    common,
    shell,
    language,
    categories,
    errors,
    errorPage,
    auth,
    dashboard,
    adCard,
    publish,
    browse,
    chat,
  };
}

/** The admin pages' browser texts: the common ones plus the panel's, so public pages never ship them. */
export function adminClientMessagesFor(lang: Lang) {
  return { ...clientMessagesFor(lang), admin: messagesFor(lang).admin };
}
