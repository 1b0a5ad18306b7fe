// Generated from the migrated schema by `npm run db:types` (src/db/codegen): do not edit.
// A test regenerates it and fails when a migration changed the schema without it.
import type {
  AuditDetailColumn,
  CategoryFieldOptionsColumn,
  DatabaseWritten,
  FieldValuesColumn,
  NotificationSubjectColumn,
  SocialLinksColumn,
  StaticDataValueColumn,
} from './column-shapes';
import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export type Int8 = ColumnType<string, bigint | number | string, bigint | number | string>;

export type Json = JsonValue;

export type JsonArray = JsonValue[];

export type JsonObject = {
  [x: string]: JsonValue | undefined;
};

export type JsonPrimitive = boolean | number | string | null;

export type JsonValue = JsonArray | JsonObject | JsonPrimitive;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AdDailyStats {
  ad_id: number;
  chats: Generated<number>;
  day: Timestamp;
  favorites: Generated<number>;
  views: Generated<number>;
}

export interface AdImages {
  ad_id: number;
  created_at: Generated<Timestamp>;
  file_id: string;
  id: Generated<number>;
  position: Generated<number>;
}

export interface AdminAuditLog {
  action: 'login' | 'logout' | 'cacheWarm' | 'cacheClear' | 'moderationDecision' | 'appealResolved';
  admin_email: string;
  admin_user_id: number | null;
  created_at: Generated<Timestamp>;
  detail: AuditDetailColumn;
  id: Generated<number>;
}

export interface AdPriceChanges {
  ad_id: number;
  changed_at: Generated<Timestamp>;
  id: Generated<number>;
  new_price_cents: Int8 | null;
  new_price_type: string;
  old_price_cents: Int8 | null;
  old_price_type: string;
}

export interface Ads {
  ad_level: Generated<'free' | 'promoted'>;
  booth_id: number;
  category_id: number;
  chat_count: Generated<number>;
  city_id: number | null;
  condition: 'new' | 'asNew' | 'good' | 'used' | 'defective' | null;
  country_id: number | null;
  created_at: Generated<Timestamp>;
  delivery: Generated<'post' | 'pickup' | 'both'>;
  demoted_decision_id: number | null;
  description: Generated<string>;
  favorite_count: Generated<number>;
  field_values: FieldValuesColumn;
  id: Generated<number>;
  image_count: DatabaseWritten<number>;
  is_paid: Generated<boolean>;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  postal_code: string | null;
  price_cents: Int8 | null;
  price_type: 'startPrice' | 'suggestion' | 'seeDescription' | 'swap' | 'free' | 'rental' | 'deposit';
  promoted_until: Timestamp | null;
  province_id: number | null;
  published_at: Timestamp | null;
  region_id: number | null;
  removed_at: Timestamp | null;
  removed_decision_id: number | null;
  rental_period: 'day' | 'week' | 'month' | null;
  search_document: DatabaseWritten<string>;
  show_location: Generated<boolean>;
  status: Generated<'draft' | 'published' | 'inactive' | 'deleted' | 'removed'>;
  status_before_removal: string | null;
  street: string | null;
  tags: Generated<string[]>;
  title: string;
  trade_state: Generated<'available' | 'reserved' | 'sold'>;
  transaction_id: string | null;
  trending_score: Generated<number>;
  updated_at: Generated<Timestamp>;
  user_id: number;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  view_count: Generated<number>;
}

export interface Bids {
  ad_id: number;
  amount_cents: Int8;
  bidder_id: number;
  closed_at: Timestamp | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  status: Generated<'active' | 'replaced' | 'withdrawn' | 'accepted' | 'declined' | 'expired' | 'closed'>;
}

export interface BidSettings {
  ad_id: number;
  allow_bids: Generated<boolean>;
  auto_accept_at_cents: Int8 | null;
  auto_decline_below_cents: Int8 | null;
  minimum_cents: Int8 | null;
  updated_at: Generated<Timestamp>;
}

export interface Booths {
  banner_id: string | null;
  city_id: number | null;
  company_name: string | null;
  created_at: Generated<Timestamp>;
  description: Generated<string>;
  email: string | null;
  id: Generated<number>;
  kvk_number: string | null;
  logo_id: string | null;
  name: string;
  phone: string | null;
  postal_code: string | null;
  removed_decision_id: number | null;
  seller_type: Generated<'private' | 'trader'>;
  social_links: SocialLinksColumn;
  street: string | null;
  title: Generated<string>;
  updated_at: Generated<Timestamp>;
  user_id: number;
  website: string | null;
}

export interface Categories {
  created_at: Generated<Timestamp>;
  gallery_id: string | null;
  id: Generated<number>;
  parent_id: number | null;
  priority: Generated<number>;
  title_en: string;
  title_nl: string;
}

export interface CategoryFields {
  category_id: number;
  format: 'year' | 'money' | 'date' | null;
  id: Generated<number>;
  key: string;
  label_en: string;
  label_nl: string;
  options: CategoryFieldOptionsColumn;
  priority: Generated<number>;
  required: Generated<boolean>;
  type: 'text' | 'number' | 'select' | 'boolean';
  unit: string | null;
}

export interface ChatEmailNotices {
  conversation_id: number;
  sent_at: Timestamp;
  user_id: number;
}

export interface Cities {
  id: Generated<number>;
  latitude: number;
  longitude: number;
  name: string;
  province_id: number;
}

export interface ConversationParticipants {
  blocked_at: Timestamp | null;
  conversation_id: number;
  last_message_at: Generated<Timestamp>;
  last_read_at: Timestamp | null;
  user_id: number;
}

export interface ConversationReports {
  conversation_id: number;
  created_at: Generated<Timestamp>;
  details: string | null;
  id: Generated<number>;
  reason: 'scam' | 'offPlatformPayment' | 'abuse' | 'spam' | 'other';
  reporter_id: number;
}

export interface Conversations {
  ad_id: number | null;
  created_at: Generated<Timestamp>;
  created_by: number;
  id: Generated<number>;
  kind: 'ad' | 'support';
  last_message_at: Generated<Timestamp>;
  support_last_read_at: Timestamp | null;
}

export interface ConversationSales {
  conversation_id: number;
  marked_at: Generated<Timestamp>;
}

export interface Countries {
  code: string;
  id: Generated<number>;
  name_en: string;
  name_nl: string;
  phone_code: string;
}

export interface EmailTokens {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: Generated<number>;
  purpose: 'confirm' | 'reset';
  token_hash: string;
  used_at: Timestamp | null;
  user_id: number;
}

export interface Files {
  byte_size: number;
  created_at: Generated<Timestamp>;
  height: number | null;
  id: string;
  mime: string;
  owner_user_id: number | null;
  sha256: string;
  width: number | null;
}

export interface LastVisits {
  ad_id: number;
  user_id: number;
  visited_at: Generated<Timestamp>;
}

export interface Messages {
  body: string;
  client_id: string | null;
  conversation_id: number;
  created_at: Generated<Timestamp>;
  flags: Generated<string[]>;
  hidden_from_recipient: Generated<boolean>;
  id: Generated<Int8>;
  recipient_offline: Generated<boolean>;
  removed_decision_id: number | null;
  sender_id: number | null;
}

export interface ModerationAppeals {
  appellant_role: 'affected' | 'reporter';
  appellant_user_id: number | null;
  created_at: Generated<Timestamp>;
  decision_id: number;
  explanation: string | null;
  id: Generated<number>;
  resolved_at: Timestamp | null;
  resolver_email: string | null;
  resolver_user_id: number | null;
  status: Generated<'open' | 'upheld' | 'reversed'>;
  text: string;
}

export interface ModerationDecisions {
  category: string | null;
  created_at: Generated<Timestamp>;
  decision_account: 'DECISION_ACCOUNT_SUSPENDED' | 'DECISION_ACCOUNT_TERMINATED' | null;
  decision_ground: string | null;
  decision_visibility: Generated<string[]>;
  id: Generated<number>;
  manifestly_unfounded: Generated<boolean>;
  moderator_email: string;
  moderator_user_id: number | null;
  outcome: 'restriction' | 'no_action';
  reversed_at: Timestamp | null;
  statement: Json;
  target_id: Int8;
  target_type: 'ad' | 'booth' | 'message' | 'user' | 'review';
  target_user_id: number | null;
}

export interface Notices {
  category: string;
  created_at: Generated<Timestamp>;
  decided_at: Timestamp | null;
  decision_id: number | null;
  explanation: string;
  id: Generated<number>;
  lang: 'nl' | 'en';
  reporter_email: string | null;
  reporter_key: string;
  reporter_name: string | null;
  reporter_user_id: number | null;
  status: Generated<'open' | 'decided'>;
  target_id: Int8;
  target_type: 'ad' | 'booth' | 'message' | 'user' | 'review';
  target_user_id: number | null;
}

export interface NoticeStops {
  created_at: Generated<Timestamp>;
  reporter_key: string;
  until: Timestamp;
}

export interface Notifications {
  created_at: Generated<Timestamp>;
  dedupe_key: string;
  id: Generated<number>;
  kind:
    | 'savedSearchMatch'
    | 'priceDrop'
    | 'favouriteReserved'
    | 'favouriteSold'
    | 'favouriteRemoved'
    | 'adExpiring'
    | 'moderationDecision'
    | 'appealOutcome'
    | 'system'
    | 'bidPlaced'
    | 'bidAccepted'
    | 'bidDeclined'
    | 'bidLost'
    | 'bidEnded';
  read_at: Timestamp | null;
  subject: NotificationSubjectColumn;
  user_id: number;
}

export interface PhoneReveals {
  ad_id: number;
  revealed_at: Generated<Timestamp>;
  user_id: number;
}

export interface PostalCodes {
  city_id: number | null;
  code: string;
  latitude: number;
  longitude: number;
}

export interface Promotions {
  ad_id: number;
  amount_cents: number;
  created_at: Generated<Timestamp>;
  ends_at: Timestamp | null;
  id: Generated<number>;
  provider: string;
  starts_at: Timestamp | null;
  status: 'pending' | 'paid' | 'failed';
  transaction_id: string;
  user_id: number;
}

export interface Provinces {
  code: string;
  country_id: number;
  id: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  name_en: string;
  name_nl: string;
}

export interface PushSubscriptions {
  auth: string;
  created_at: Generated<Timestamp>;
  endpoint: string;
  id: Generated<number>;
  p256dh: string;
  user_id: number;
}

export interface Regions {
  city_id: number;
  id: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  name: string;
}

export interface Reviews {
  author_id: number;
  author_role: 'buyer' | 'seller';
  body: string | null;
  conversation_id: number;
  created_at: Generated<Timestamp>;
  id: Generated<number>;
  rating: number;
  removed_decision_id: number | null;
  replied_at: Timestamp | null;
  reply: string | null;
  sale_confirmed: boolean;
  subject_id: number;
  tags: Generated<string[]>;
}

export interface SavedSearches {
  category_id: number | null;
  centre_lat: number | null;
  centre_lng: number | null;
  created_at: Generated<Timestamp>;
  email: boolean;
  frequency: 'instant' | 'daily' | 'weekly' | 'off';
  id: Generated<number>;
  last_mailed_at: Timestamp | null;
  name: string;
  price_max_cents: Int8 | null;
  price_min_cents: Int8 | null;
  push: boolean;
  query: string;
  radius_km: number | null;
  resume_frequency: 'instant' | 'daily' | 'weekly' | null;
  term: string | null;
  updated_at: Generated<Timestamp>;
  user_id: number;
}

export interface SavedSearchMatches {
  advertisement_id: number;
  created_at: Generated<Timestamp>;
  mailed_at: Timestamp | null;
  matched_by: string | null;
  saved_search_id: number;
}

export interface SavedSearchQueries {
  category_id: number | null;
  centre_lat: number | null;
  centre_lng: number | null;
  price_max_cents: Int8 | null;
  price_min_cents: Int8 | null;
  query: string;
  radius_km: number | null;
  searches: number;
  term: string | null;
}

export interface SearchTranslations {
  dutch: boolean;
  equivalent: string;
  key: string;
  word: string;
}

export interface SearchWordKeys {
  key: string;
  whole: boolean;
  word: string;
}

export interface SearchWords {
  word: string;
}

export interface SellerTypeChanges {
  booth_id: number;
  changed_at: Generated<Timestamp>;
  changed_by_user_id: number | null;
  from_type: 'private' | 'trader' | null;
  id: Generated<number>;
  to_type: 'private' | 'trader';
}

export interface Sessions {
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
  id: string;
  kind: Generated<'user' | 'admin'>;
  revoked_at: Timestamp | null;
  user_id: number;
}

export interface StaticData {
  key: string;
  updated_at: Generated<Timestamp>;
  value: StaticDataValueColumn;
}

export interface Users {
  address: string | null;
  created_at: Generated<Timestamp>;
  email: string;
  email_confirmed_at: Timestamp | null;
  first_name: Generated<string>;
  gallery_id: string | null;
  id: Generated<number>;
  lang: Generated<'nl' | 'en'>;
  last_name: Generated<string>;
  password_hash: string;
  phone: string | null;
  price_drop_mail: Generated<boolean>;
  role: Generated<'user' | 'admin' | 'moderator'>;
  suspended_until: Timestamp | null;
  suspension_decision_id: number | null;
  updated_at: Generated<Timestamp>;
}

export interface WishList {
  ad_id: number;
  created_at: Generated<Timestamp>;
  user_id: number;
}

export interface DB {
  ad_daily_stats: AdDailyStats;
  ad_images: AdImages;
  ad_price_changes: AdPriceChanges;
  admin_audit_log: AdminAuditLog;
  ads: Ads;
  bid_settings: BidSettings;
  bids: Bids;
  booths: Booths;
  categories: Categories;
  category_fields: CategoryFields;
  chat_email_notices: ChatEmailNotices;
  cities: Cities;
  conversation_participants: ConversationParticipants;
  conversation_reports: ConversationReports;
  conversation_sales: ConversationSales;
  conversations: Conversations;
  countries: Countries;
  email_tokens: EmailTokens;
  files: Files;
  last_visits: LastVisits;
  messages: Messages;
  moderation_appeals: ModerationAppeals;
  moderation_decisions: ModerationDecisions;
  notice_stops: NoticeStops;
  notices: Notices;
  notifications: Notifications;
  phone_reveals: PhoneReveals;
  postal_codes: PostalCodes;
  promotions: Promotions;
  provinces: Provinces;
  push_subscriptions: PushSubscriptions;
  regions: Regions;
  reviews: Reviews;
  saved_search_matches: SavedSearchMatches;
  saved_search_queries: SavedSearchQueries;
  saved_searches: SavedSearches;
  search_translations: SearchTranslations;
  search_word_keys: SearchWordKeys;
  search_words: SearchWords;
  seller_type_changes: SellerTypeChanges;
  sessions: Sessions;
  static_data: StaticData;
  users: Users;
  wish_list: WishList;
}
