import { API_PATHS } from '@kraam/shared';
import { MODERATION_DECISION_MAX_BODY_BYTES, adminProxy } from '@/features/admin/server/admin-proxy';

export const POST = adminProxy(API_PATHS.moderationDecisions, 'POST', {
  maxBodyBytes: MODERATION_DECISION_MAX_BODY_BYTES,
});
