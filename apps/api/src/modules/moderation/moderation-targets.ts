// What a moderator sees of reported things: one query per target type for any number of them, in
// whatever state they are now (live, removed by a decision, or gone because their owner deleted them).
import { INT4_MAX, fileUrl } from '@kraam/shared';
import type { ModerationTarget, ReportTargetType } from '@kraam/shared';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { mainImageId } from '../../db/ad-queries';
import type { Database } from '../../db/database-types';

export interface TargetRef {
  type: ReportTargetType;
  id: number;
}

export const targetKey = (ref: TargetRef): string => `${ref.type}:${ref.id}`;

const EXCERPT_LENGTH = 280;
const excerpt = (text: string): string =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text;
const fullName = (first: string | null, last: string | null): string => `${first ?? ''} ${last ?? ''}`.trim();

interface PreviewRow {
  id: number | string;
  title: string;
  body: string;
  image_id: string | null;
  owner_id: number | null;
  first_name: string | null;
  last_name: string | null;
  state: ModerationTarget['state'];
}

const idsOf = (refs: TargetRef[], type: ReportTargetType, max = INT4_MAX): number[] =>
  refs.filter((ref) => ref.type === type && ref.id <= max).map((ref) => ref.id);

async function previewRows(
  db: Kysely<Database>,
  type: ReportTargetType,
  ids: number[],
): Promise<PreviewRow[]> {
  if (ids.length === 0) return [];
  if (type === 'ad') {
    const { rows } = await sql<PreviewRow>`
      select a.id, a.title, a.description as body, ${mainImageId('a')} as image_id, a.user_id as owner_id,
        u.first_name, u.last_name,
        case when a.status = 'removed' then 'removed' when a.status in ('published', 'inactive') then 'live'
          else 'gone' end as state
      from ads a left join users u on u.id = a.user_id
      where a.id = any(${ids}::integer[])`.execute(db);
    return rows;
  }
  if (type === 'booth') {
    const { rows } = await sql<PreviewRow>`
      select b.id, b.name as title, b.description as body, b.logo_id as image_id, b.user_id as owner_id,
        u.first_name, u.last_name,
        case when b.removed_decision_id is null then 'live' else 'removed' end as state
      from booths b left join users u on u.id = b.user_id
      where b.id = any(${ids}::integer[])`.execute(db);
    return rows;
  }
  if (type === 'message') {
    const { rows } = await sql<PreviewRow>`
      select m.id, '' as title, m.body, null as image_id, m.sender_id as owner_id, u.first_name, u.last_name,
        case when m.removed_decision_id is null then 'live' else 'removed' end as state
      from messages m left join users u on u.id = m.sender_id
      where m.id = any(${ids.map(String)}::bigint[])`.execute(db);
    return rows;
  }
  const { rows } = await sql<PreviewRow>`
    select u.id, '' as title, '' as body, u.gallery_id as image_id, u.id as owner_id, u.first_name, u.last_name,
      case when u.suspended_until > now() then 'removed' else 'live' end as state
    from users u where u.id = any(${ids}::integer[])`.execute(db);
  return rows;
}

const pathOf = (type: ReportTargetType, id: number): string | null =>
  type === 'ad' ? `/ads/${id}` : type === 'booth' ? `/booth/${id}` : null;

/** Previews by targetKey; a target that no longer exists at all is 'gone' with what the notices knew. */
export async function targetPreviews(
  db: Kysely<Database>,
  publicApiUrl: string,
  refs: TargetRef[],
): Promise<Map<string, ModerationTarget>> {
  const types = ['ad', 'booth', 'message', 'user'] as const;
  const found = await Promise.all(
    types.map((type) =>
      previewRows(db, type, idsOf(refs, type, type === 'message' ? Number.MAX_SAFE_INTEGER : INT4_MAX)),
    ),
  );
  const previews = new Map<string, ModerationTarget>();
  types.forEach((type, index) => {
    for (const row of found[index] ?? []) {
      const id = Number(row.id);
      const ownerName = fullName(row.first_name, row.last_name);
      previews.set(targetKey({ type, id }), {
        type,
        id,
        title: type === 'message' ? excerpt(row.body.slice(0, 80)) : row.title || ownerName,
        excerpt: excerpt(row.body),
        imageUrl: row.image_id ? fileUrl(publicApiUrl, row.image_id, { width: 384 }) : null,
        path: row.state === 'gone' ? null : pathOf(type, id),
        ownerUserId: row.owner_id,
        ownerName,
        state: row.state,
      });
    }
  });
  for (const ref of refs)
    if (!previews.has(targetKey(ref)))
      previews.set(targetKey(ref), {
        ...ref,
        title: '',
        excerpt: '',
        imageUrl: null,
        path: null,
        ownerUserId: null,
        ownerName: '',
        state: 'gone',
      });
  return previews;
}
