// What a moderator sees of reported things: one query per target type for any number of them, in
// whatever state they are now (live, removed by a decision, or gone because their owner deleted them).
import { INT4_MAX, REPORT_TARGET_TYPES, fileUrl } from '@kraam/shared';
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
  /** A review's: the booth of the person it is about, where it shows. */
  booth_id?: number | null;
  rating?: number;
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
  if (type === 'review') {
    const { rows } = await sql<PreviewRow>`
      select r.id, '' as title, coalesce(r.body, '') as body, null as image_id, r.author_id as owner_id,
        u.first_name, u.last_name, r.rating, b.id as booth_id,
        case when r.removed_decision_id is null then 'live' else 'removed' end as state
      from reviews r left join users u on u.id = r.author_id left join booths b on b.user_id = r.subject_id
      where r.id = any(${ids}::integer[])`.execute(db);
    return rows;
  }
  const { rows } = await sql<PreviewRow>`
    select u.id, '' as title, '' as body, u.gallery_id as image_id, u.id as owner_id, u.first_name, u.last_name,
      case when u.suspended_until > now() then 'removed' else 'live' end as state
    from users u where u.id = any(${ids}::integer[])`.execute(db);
  return rows;
}

function pathOf(type: ReportTargetType, row: PreviewRow): string | null {
  if (type === 'ad') return `/ads/${row.id}`;
  if (type === 'booth') return `/booth/${row.id}`;
  return type === 'review' && row.booth_id ? `/booth/${row.booth_id}` : null;
}

/** What the queue calls the thing: a message's first words, a review's stars and first words. */
function titleOf(type: ReportTargetType, row: PreviewRow, ownerName: string): string {
  if (type === 'message') return excerpt(row.body.slice(0, 80));
  if (type === 'review') {
    const stars = '★'.repeat(row.rating ?? 0) + '☆'.repeat(5 - (row.rating ?? 0));
    return row.body ? `${stars} ${excerpt(row.body.slice(0, 80))}` : stars;
  }
  return row.title || ownerName;
}

/** Previews by targetKey; a target that no longer exists at all is 'gone' with what the notices knew. */
export async function targetPreviews(
  db: Kysely<Database>,
  publicApiUrl: string,
  refs: TargetRef[],
): Promise<Map<string, ModerationTarget>> {
  const types = REPORT_TARGET_TYPES;
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
        title: titleOf(type, row, ownerName),
        excerpt: excerpt(row.body),
        imageUrl: row.image_id ? fileUrl(publicApiUrl, row.image_id, { width: 384 }) : null,
        path: row.state === 'gone' ? null : pathOf(type, row),
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
