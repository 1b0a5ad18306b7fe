/** The web server's moderation routes (src/app/api/admin/…): the browser's only way to the moderation API. */
export const MODERATION_BFF = {
  reports: '/api/admin/moderation/reports',
  report: (noticeId: number) => `/api/admin/moderation/reports/${noticeId}`,
  decisions: '/api/admin/moderation/decisions',
  appeals: '/api/admin/moderation/appeals',
  appealResolve: (appealId: number) => `/api/admin/moderation/appeals/${appealId}/resolve`,
  counts: '/api/admin/moderation/counts',
  export: '/api/admin/moderation/statements/export',
} as const;

/** The download of the statements decided from `from` to `to` (YYYY-MM-DD, both inclusive). */
export const exportUrl = (from: string, to: string) =>
  `${MODERATION_BFF.export}?${new URLSearchParams({ from, to }).toString()}`;

/** Where the console's pages are. */
export const MODERATION_PAGES = {
  queue: '/admin/moderation',
  decide: (noticeId: number) => `/admin/moderation/${noticeId}`,
  appeals: '/admin/moderation/appeals',
  figures: '/admin/moderation/figures',
} as const;
