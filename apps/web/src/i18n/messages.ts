import compile from 'icu-minify/compile';
import type { Lang } from '@kraam/shared';
import { FIELD_MESSAGES } from '@kraam/shared/field-messages';
import enCore from '../../messages/en.json';
import enAdmin from '../../messages/en/admin.json';
import enBids from '../../messages/en/bids.json';
import enBrowse from '../../messages/en/browse.json';
import enChat from '../../messages/en/chat.json';
import enErrorPage from '../../messages/en/error-page.json';
import enModeration from '../../messages/en/moderation.json';
import enNotifications from '../../messages/en/notifications.json';
import enPublish from '../../messages/en/publish.json';
import enReviews from '../../messages/en/reviews.json';
import enSavedSearches from '../../messages/en/saved-searches.json';
import enStatements from '../../messages/en/statements.json';
import nlCore from '../../messages/nl.json';
import nlAdmin from '../../messages/nl/admin.json';
import nlBids from '../../messages/nl/bids.json';
import nlBrowse from '../../messages/nl/browse.json';
import nlChat from '../../messages/nl/chat.json';
import nlErrorPage from '../../messages/nl/error-page.json';
import nlModeration from '../../messages/nl/moderation.json';
import nlNotifications from '../../messages/nl/notifications.json';
import nlPublish from '../../messages/nl/publish.json';
import nlReviews from '../../messages/nl/reviews.json';
import nlSavedSearches from '../../messages/nl/saved-searches.json';
import nlStatements from '../../messages/nl/statements.json';

// One file per feature area beside the core file, so features can grow their texts independently. The
// error page's own file keeps global-error (loaded on every page) from bundling a whole catalogue.
// Field errors are the API's own texts (packages/shared), beside the two only a form says.
const withFieldTexts = <T extends typeof enCore>(core: T, lang: Lang) => ({
  ...core,
  errors: { ...core.errors, fields: { ...FIELD_MESSAGES[lang], ...core.errors.fields } },
});
const en = {
  ...withFieldTexts(enCore, 'en'),
  ...enPublish,
  ...enBrowse,
  ...enChat,
  ...enAdmin,
  ...enModeration,
  ...enErrorPage,
  ...enStatements,
  ...enNotifications,
  ...enSavedSearches,
  ...enBids,
  ...enReviews,
};
const nl = {
  ...withFieldTexts(nlCore, 'nl'),
  ...nlPublish,
  ...nlBrowse,
  ...nlChat,
  ...nlAdmin,
  ...nlModeration,
  ...nlErrorPage,
  ...nlStatements,
  ...nlNotifications,
  ...nlSavedSearches,
  ...nlBids,
  ...nlReviews,
};

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

/** The texts as written: for code that shows them itself (static pages, the admin's error texts). */
export function messagesFor(lang: Lang): Messages {
  return catalogues[lang];
}

/**
 * Every text turned into icu-minify's form, once per process. Its plural and select branches are objects
 * without a prototype, which React cannot pass to the browser: the JSON round trip makes them plain (as
 * next-intl's own catalogue loader does).
 */
function precompile(tree: Tree): Tree {
  const compiled = (node: Tree): Tree =>
    Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        typeof value === 'string' ? compile(value) : isTree(value) ? compiled(value) : value,
      ]),
    );
  return JSON.parse(JSON.stringify(compiled(tree))) as Tree;
}

// next-intl's precompiled messages (decision 0022): the ICU syntax is parsed here on the server, so the
// browser formats with use-intl's format-only formatter instead of carrying ICU's parser (≈ 9 KB gz on every
// page; next.config.ts and vitest.config.ts alias it). Same keys as `Messages`, so the cast keeps the typing
// of t('…'); only next-intl's formatter reads the compiled leaves.
const precompiled = {
  en: precompile(catalogues.en) as Messages,
  nl: precompile(catalogues.nl) as Messages,
} satisfies Record<Lang, Messages>;

/** The catalogue next-intl formats from, on the server (i18n/request.ts) and in the browser. */
export function formatterMessagesFor(lang: Lang): Messages {
  return precompiled[lang];
}

/**
 * The texts each part of the site's browser code uses, as namespaces or deeper keys: the root layout passes
 * `shell` (header, drawers, footer, toasts, error page, and the home page's cards), a route wraps its own
 * parts in <ClientMessages> with its group, so a page's HTML carries only these (all of them came to
 * ≈ 26 KB). client-messages.test.ts checks that they cover every text the reachable browser code asks for.
 */
export const CLIENT_MESSAGES = {
  shell: [
    'common',
    'shell',
    'language',
    'errors.categoryTree',
    'errorPage',
    'dashboard',
    'auth.login.failed',
    'publish.booth.headerLink',
    'publish.booth.myBooth',
    'adCard',
    'browse.list',
    'browse.home',
    'notifications.bell',
  ],
  search: [
    'adCard',
    'browse.list',
    'browse.filters',
    'browse.results',
    'browse.sorts',
    'errors.fields',
    'savedSearches.save',
    'savedSearches.alerting',
  ],
  ad: ['adCard', 'browse.ad', 'report', 'errors.fields', 'bids', 'common.cancel'],
  booth: [
    'adCard',
    'browse.list',
    'publish.booth',
    'auth.login.failed',
    'report',
    'errors.fields',
    'reviews',
  ],
  account: ['auth', 'errors.fields'],
  dashboard: [
    'common',
    'errors',
    'dashboard',
    'auth',
    'adCard',
    'browse.list',
    'browse.own',
    'publish',
    'chat',
    'report',
    'statements',
    'notifications',
    'savedSearches',
    'reviews',
  ],
  publishing: ['common', 'errors', 'auth.login.failed', 'adCard', 'publish'],
  statement: ['statements', 'report', 'errors.fields'],
  admin: ['common', 'errors', 'language', 'admin'],
  moderation: ['common', 'errors', 'moderation'],
  alerts: ['savedSearches.unsubscribe', 'adRenewal'],
} as const satisfies Record<string, readonly string[]>;

export type ClientMessageGroup = keyof typeof CLIENT_MESSAGES;

/** Copies the given paths (`a` or `a.b.c`) out of a message tree, keeping their place in it. */
function pickPaths(tree: Tree, paths: readonly string[]): Tree {
  const picked: Tree = {};
  for (const dotted of paths) {
    const parts = dotted.split('.');
    let from: unknown = tree;
    let to = picked;
    parts.forEach((part, index) => {
      if (!isTree(from)) return;
      const value = from[part];
      if (value === undefined) return;
      if (index === parts.length - 1) {
        to[part] = value;
        return;
      }
      // A copy: a path below one already taken must not write into the shared catalogue.
      const next: Tree = isTree(to[part]) ? { ...to[part] } : {};
      to[part] = next;
      to = next;
      from = value;
    });
  }
  return picked;
}

/** One group's browser texts; without a group all of them (tests render any component with these). */
export function clientMessagesFor(lang: Lang, group?: ClientMessageGroup): Messages {
  const catalogue = formatterMessagesFor(lang);
  const paths = group ? CLIENT_MESSAGES[group] : Object.values(CLIENT_MESSAGES).flat();
  // A subset of the typed catalogue: the check in client-messages.test.ts stands in for the types here.
  return pickPaths(catalogue, paths) as Messages;
}
