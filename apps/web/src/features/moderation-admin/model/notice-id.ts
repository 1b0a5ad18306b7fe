import { INT4_MAX } from '@kraam/shared';

/** The decision page's `[noticeId]`: a plainly written positive id the API can hold, else null (404). */
export function parseNoticeId(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= INT4_MAX ? id : null;
}
