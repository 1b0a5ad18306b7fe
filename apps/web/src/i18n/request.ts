import { cookies } from 'next/headers';
import { getRequestConfig } from 'next-intl/server';
import { LANG_COOKIE } from '@kraam/shared';
import { toLang } from './locale';
import { formatterMessagesFor } from './messages';

// No locale in the URL: the `lang` cookie decides (SPEC §4); the client syncs a stored choice into it.
export default getRequestConfig(async () => {
  const locale = toLang((await cookies()).get(LANG_COOKIE)?.value);
  return { locale, messages: formatterMessagesFor(locale), timeZone: 'Europe/Amsterdam' };
});
