import { API_PATHS } from '@kraam/shared';
import { adminProxy } from '@/features/admin/server/admin-proxy';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The statements of reasons as a file: `kraam-statements-<from>-<to>.json` (the API checked both days). */
export const GET = adminProxy(API_PATHS.moderationExport, 'GET', {
  attachment: (request) => {
    const from = request.nextUrl.searchParams.get('from') ?? '';
    const to = request.nextUrl.searchParams.get('to') ?? '';
    return DAY.test(from) && DAY.test(to) ? `kraam-statements-${from}-${to}.json` : 'kraam-statements.json';
  },
});
