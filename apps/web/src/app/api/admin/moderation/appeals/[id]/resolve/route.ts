import { API_PATHS } from '@kraam/shared';
import { APPEAL_RESOLVE_MAX_BODY_BYTES, adminProxy } from '@/features/admin/server/admin-proxy';

export const POST = adminProxy(API_PATHS.moderationAppealResolve, 'POST', {
  maxBodyBytes: APPEAL_RESOLVE_MAX_BODY_BYTES,
});
