import type { Lang } from '@kraam/shared/lang';
import en from '../../messages/en/error-page.json';
import nl from '../../messages/nl/error-page.json';

/**
 * The texts global-error needs, read straight from their small catalogue file: it replaces the root
 * layout, so next-intl's provider and the server's message loading are not there, and it ships with
 * every page, so it must not bundle the whole catalogue (bundlers keep all of an imported JSON file).
 */
export function errorPageMessages(lang: Lang) {
  return lang === 'en' ? en : nl;
}
