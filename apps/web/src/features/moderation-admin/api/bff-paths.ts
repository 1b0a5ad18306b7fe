/** The web server's moderation routes (src/app/api/admin/…): the browser's only way to the moderation API. */
export const MODERATION_BFF = {
  reports: '/api/admin/moderation/reports',
  report: (noticeId: number) => `/api/admin/moderation/reports/${noticeId}`,
  decisions: '/api/admin/moderation/decisions',
  appeals: '/api/admin/moderation/appeals',
  appealResolve: (appealId: number) => `/api/admin/moderation/appeals/${appealId}/resolve`,
} as const;

/** Where the console's pages are. */
export const MODERATION_PAGES = {
  queue: '/admin/moderation',
  decide: (noticeId: number) => `/admin/moderation/${noticeId}`,
  appeals: '/admin/moderation/appeals',
} as const;
