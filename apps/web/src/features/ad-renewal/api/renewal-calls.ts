import { API_PATHS, type AdRenewal, type Lang } from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';

interface Context {
  apiBase: string;
  lang: Lang;
}

/** What the link would do; the API changes nothing on this read. */
export async function fetchRenewal({ apiBase, lang }: Context, token: string, signal?: AbortSignal) {
  return (await requestJson<AdRenewal>(apiBase, API_PATHS.adRenewal, { lang, query: { token }, signal }))
    .data;
}

/** The one press that renews (or relists) the ad. */
export function renewAd({ apiBase, lang }: Context, token: string): Promise<Enveloped<AdRenewal>> {
  return requestJson<AdRenewal>(apiBase, API_PATHS.adRenewal, { lang, method: 'POST', body: { token } });
}
