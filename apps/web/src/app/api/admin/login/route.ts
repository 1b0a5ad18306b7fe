import { handleAdminLogin } from '@/features/admin/server/login-handler';

export const POST = handleAdminLogin;
