import { handleAdminLogout } from '@/features/admin/server/logout-handler';

export const POST = handleAdminLogout;
