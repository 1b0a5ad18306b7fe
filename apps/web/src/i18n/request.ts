import { headers } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { langFromCookieHeader } from './locale';
import { formatterMessagesFor } from './messages';

// No locale in the URL: the `lang` cookie decides (SPEC §4); the client syncs a stored choice into it.
export default getRequestConfig(async () => {
  const locale = langFromCookieHeader((await headers()).get('cookie'));
  return { locale, messages: formatterMessagesFor(locale), timeZone: 'Europe/Amsterdam' };
});
