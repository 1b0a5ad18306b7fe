// Business constants and limits of SPEC §9, shared by API and web.
export const MAX_IMAGES_PER_AD = 12;
export const MAX_DESCRIPTION_LENGTH = 4000;
export const MAX_IMAGE_BYTES = 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/svg+xml', 'image/jpeg', 'image/gif'] as const;
/** Avatar uploads (multipart field `file`): judged by content; SVG is not accepted here. */
export const AVATAR_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const AVATAR_FILE_FIELD = 'file';
/** The stored avatar is WebP, at most this many pixels wide and high. */
export const AVATAR_MAX_PX = 512;
export const ACCEPTED_IMAGE_EXTENSIONS = ['png', 'svg', 'jpg', 'jpeg', 'gif'] as const;
export const RECOMMENDED_MIN_PHOTOS = 4;
export const FREE_AD_DAYS = 21;
export const PROMOTION_DAYS = 3;
/**
 * How many different ads' phone numbers a user may see in PHONE_REVEAL_WINDOW_HOURS (a rolling window);
 * seeing one again within it, or one's own, is free. Plenty for anyone buying, too few to harvest sellers
 * (docs/decisions/0032-phone-numbers-for-signed-in-users.md).
 */
export const PHONE_REVEALS_PER_DAY = 30;
export const PHONE_REVEAL_WINDOW_HOURS = 24;
/** Suggestions are asked for only when the term is longer than this. */
export const SEARCH_MIN_EXCLUSIVE = 2;
/** The home page's feeds (SPEC §1), in the order of its tabs. */
export const HOME_SORTS = ['trending', 'forYou', 'newest', 'cheapest', 'mostExpensive'] as const;
/** City search needs at least this many letters (see docs/decisions/0003-city-search-rule.md). */
export const CITY_SEARCH_MIN_LETTERS = 2;
export const WIDE_LAYOUT_PX = 756;
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const LANGUAGES = ['nl', 'en'] as const;
export const DEFAULT_LANGUAGE = 'nl';
export const FALLBACK_LANGUAGE = 'en';
export const LANG_COOKIE = 'lang';
export const LANG_COOKIE_MAX_AGE_SECONDS = 31536000;
export const DRAWER_TRANSITION_MS = 500;
export const SWIPE_THRESHOLD_PX = 50;
export const PREVIEW_BLUR_PX = 14;
export const IMAGE_PREVIEW_SIZE = 'favicon';
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 80;
export const PROGRESS_BAR = { color: '#FF4200', height: 3, startPosition: 0.3, stopDelayMs: 200 } as const;
export const PRIMARY_COLOR = '#0261BF';
export const ADMIN_SIDEBAR_WIDTH = '16rem';
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_QUALITY = 75;

// The contract's fixed choice lists, kept here apart from their zod schemas so a page can list them
// without loading the schema library (docs/decisions/0019).
export const PRICE_TYPES = [
  'startPrice',
  'suggestion',
  'seeDescription',
  'swap',
  'free',
  'rental',
  'deposit',
] as const;
export const CONDITIONS = ['new', 'asNew', 'good', 'used', 'defective'] as const;
/** post = send by post, pickup = view at location, both. */
export const DELIVERY_OPTIONS = ['post', 'pickup', 'both'] as const;
export const SEARCH_SORTS = ['relevance', 'newest', 'cheapest', 'mostExpensive', 'nearest'] as const;
export const BOOTH_SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const;
/** Who sells in a booth: a private person or a trader (EU Omnibus directive, DSA Art. 30). */
export const SELLER_TYPES = ['private', 'trader'] as const;
export const PASSWORD_MIN_LENGTH = 8;
/** The /categoryAds and GetAllWithFilter query names, in URL order (adFilterShape's keys). */
export const AD_FILTER_KEYS = [
  'search',
  'categoryId',
  'priceMin',
  'priceMax',
  'priceType',
  'condition',
  'delivery',
  'photosOnly',
  'fields',
  'boothId',
  'provinceId',
  'cityId',
  'postalCode',
  'lat',
  'lng',
  'radiusKm',
  'sort',
] as const;
