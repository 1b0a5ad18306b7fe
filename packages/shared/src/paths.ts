/** Endpoint paths of SPEC §7, written once for both apps. */
export const API_PATHS = {
  health: '/health',
  categoryTree: '/public/v2/Category/GetTree',
  staticData: '/public/getStaticsData',
  downloadFile: '/public/downloadFileById/:id',
  countries: '/public/v2/Country/GetAll',
  provinces: '/public/v2/Province/GetAll',
  cities: '/public/v2/City/GetAll',
  regions: '/public/v2/Region/GetAll',
  register: '/v1/Register',
  confirmRegistration: '/v1/ConfirmRegistration',
  resendConfirmation: '/v1/ResendConfirmation',
  login: '/v1/userLogin',
  logout: '/v1/Logout',
  forgetPassword: '/v1/ForgetPassword',
  resetPassword: '/v1/ResetPassword',
  userGet: '/exhibitor/v2/User/Get',
  userEdit: '/exhibitor/v2/User/Edit',
  userChangePassword: '/exhibitor/v2/User/ChangePassword',
  userAvatar: '/exhibitor/v2/User/Avatar',
  boothGet: '/exhibitor/v2/Booth/Get',
  boothInsert: '/exhibitor/v2/Booth/Insert',
  boothEdit: '/exhibitor/v2/Booth/Edit',
  publicBoothGet: '/public/v2/Booth/Get',
  publicBoothList: '/public/v2/Booth/GetAll',
  categoryFields: '/exhibitor/v2/Category/GetFields',
  /** The same fields for a category page's filters. */
  publicCategoryFields: '/public/v2/Category/GetFields',
  fileUpload: '/exhibitor/v2/File/Upload',
  adInsert: '/exhibitor/v2/Advertisement/Insert',
  adEdit: '/exhibitor/v2/Advertisement/Edit',
  adDelete: '/exhibitor/v2/Advertisement/Delete',
  ownAds: '/exhibitor/v2/Advertisement/GetAll',
  ownAd: '/exhibitor/v2/Advertisement/Get',
  adPromote: '/exhibitor/v2/Advertisement/Promote',
  adMultiEdit: '/exhibitor/v2/AdvertisementData/MultiEdit',
  galleryInsert: '/exhibitor/v2/AdvertisementGallery/Insert',
  galleryDelete: '/exhibitor/v2/AdvertisementGallery/Delete',
  galleryMainImage: '/exhibitor/v2/AdvertisementGallery/EditMainImage',
  galleryReorder: '/exhibitor/v2/AdvertisementGallery/Reorder',
  homeFeed: '/public/v2/Advertisement/GetAll',
  adSearch: '/public/v2/Advertisement/GetAllWithFilter',
  adDetail: '/public/v2/Advertisement/Get',
  adView: '/public/v2/Advertisement/View',
  adLike: '/public/v2/Advertisement/Like',
  adRevealPhone: '/exhibitor/v2/Advertisement/RevealPhone',
  suggestions: '/public/v2/Search/Get',
  wishList: '/exhibitor/v2/WishList/GetAll',
  lastVisits: '/exhibitor/v2/LastVisit/GetAll',
  sitemap: '/public/v2/Sitemap/GetAll',
  adminLogin: '/admin/v1/login',
  adminLogout: '/admin/v1/logout',
  adminCacheStats: '/admin/v1/cache/stats',
  adminCacheKeys: '/admin/v1/cache/keys',
  adminCacheWarm: '/admin/v1/cache/warm',
  adminCacheClear: '/admin/v1/cache/clear',
  adminAudit: '/admin/v1/audit',
  chatHub: '/ChatHub',
  chatNegotiate: '/ChatHub/negotiate',
  conversations: '/ChatHub/GetAll',
  conversationMessages: '/exhibitor/v2/Conversation/GetAll',
  conversationInsert: '/exhibitor/v2/Conversation/Insert',
  conversationRead: '/exhibitor/v2/Conversation/Read',
  conversationBlock: '/exhibitor/v2/Conversation/Block',
  conversationReport: '/exhibitor/v2/Conversation/Report',
  reportInsert: '/public/v2/Report/Insert',
  statements: '/exhibitor/v2/Statement/GetAll',
  appealInsert: '/exhibitor/v2/Appeal/Insert',
  adminMe: '/admin/v1/me',
  moderationReports: '/admin/v1/moderation/reports',
  moderationReport: '/admin/v1/moderation/reports/:id',
  moderationDecisions: '/admin/v1/moderation/decisions',
  moderationAppeals: '/admin/v1/moderation/appeals',
  moderationAppealResolve: '/admin/v1/moderation/appeals/:id/resolve',
  moderationExport: '/admin/v1/moderation/statements/export',
  moderationCounts: '/admin/v1/moderation/counts',
} as const;

/** A path of API_PATHS with its `:id` filled in. */
export const withId = (path: string, id: number): string => path.replace(':id', String(id));

/**
 * A stored file's address. Built by hand rather than with URLSearchParams: the image loader calls it for
 * every width of every card's srcset, hundreds of times while a page hydrates.
 */
export const fileUrl = (apiBase: string, id: string, query?: Record<string, string | number>): string => {
  const pairs = Object.entries(query ?? {}).map(
    ([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
  );
  const qs = pairs.length > 0 ? `?${pairs.join('&')}` : '';
  return `${apiBase}/public/downloadFileById/${encodeURIComponent(id)}${qs}`;
};
