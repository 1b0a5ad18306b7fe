import { API_PATHS } from '@kraam/shared';
import { adminProxy } from '@/features/admin/server/admin-proxy';

export const POST = adminProxy(API_PATHS.adminCacheClear, 'POST');
