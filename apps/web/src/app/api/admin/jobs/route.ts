import { API_PATHS } from '@kraam/shared';
import { adminProxy } from '@/features/admin/server/admin-proxy';

export const GET = adminProxy(API_PATHS.adminJobs, 'GET');
