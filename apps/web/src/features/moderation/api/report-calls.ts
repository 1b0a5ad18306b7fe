import { API_PATHS, type ReportInsertBody, type ReportInsertResult } from '@kraam/shared';
import { requestJson, type Enveloped } from '@/lib/api/request-json';
import type { Lang } from '@kraam/shared';

export interface ReportContext {
  apiBase: string;
  lang: Lang;
  /** A signed-in reporter's token: the notice is then theirs. */
  token: string | null;
}

/** POST /public/v2/Report/Insert: the case number and the server's thanks in the page's language. */
export const sendReport = (
  ctx: ReportContext,
  body: ReportInsertBody,
): Promise<Enveloped<ReportInsertResult>> =>
  requestJson<ReportInsertResult>(ctx.apiBase, API_PATHS.reportInsert, {
    lang: ctx.lang,
    token: ctx.token,
    method: 'POST',
    body,
  });
