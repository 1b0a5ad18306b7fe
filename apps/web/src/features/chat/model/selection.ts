/** What /dashboard/chat's query selects: a conversation, a draft about an ad, the support draft, or none. */
export type Selection =
  { kind: 'conversation'; id: number } | { kind: 'ad'; adId: number } | { kind: 'support' } | null;

const positiveId = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

export function selectionOf(params: Pick<URLSearchParams, 'get'>): Selection {
  const conversationId = positiveId(params.get('conversationId'));
  if (conversationId !== null) return { kind: 'conversation', id: conversationId };
  const adId = positiveId(params.get('adId'));
  if (adId !== null) return { kind: 'ad', adId };
  if (params.get('support') === '1') return { kind: 'support' };
  return null;
}

export const selectionKey = (selection: Selection): string =>
  selection === null
    ? 'none'
    : selection.kind === 'conversation'
      ? `conversation-${selection.id}`
      : selection.kind === 'ad'
        ? `ad-${selection.adId}`
        : 'support';

export const CHAT_HREF = '/dashboard/chat';
export const conversationHref = (id: number) => `${CHAT_HREF}?conversationId=${id}`;
export const SUPPORT_DRAFT_HREF = `${CHAT_HREF}?support=1`;
