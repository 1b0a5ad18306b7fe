/** The web server's admin routes (src/app/api/admin/…): the browser's only way to the admin API. */
export const ADMIN_BFF = {
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  stats: '/api/admin/cache/stats',
  keys: '/api/admin/cache/keys',
  warm: '/api/admin/cache/warm',
  clear: '/api/admin/cache/clear',
  audit: '/api/admin/audit',
  jobs: '/api/admin/jobs',
} as const;
