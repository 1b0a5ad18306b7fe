// Kysely's view of migrations/0001-schema.sql. Keep in step with every migration.
// Types follow what node-postgres returns on both engines: int8 as string, timestamptz as Date,
// jsonb parsed, text[] as string[].
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** A timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamptz with a DEFAULT. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint: node-postgres returns int8 as a string to keep precision. */
type NullableBigInt = ColumnType<
  string | null,
  number | string | bigint | null,
  number | string | bigint | null
>;
/** Columns with a DEFAULT: optional on insert. */
type WithDefault<T> = ColumnType<T, T | undefined, T>;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface FilesTable {
  id: string;
  owner_user_id: number | null;
  mime: string;
  byte_size: number;
  width: number | null;
  height: number | null;
  sha256: string;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: WithDefault<string>;
  last_name: WithDefault<string>;
  phone: string | null;
  address: string | null;
  gallery_id: string | null;
  role: WithDefault<'user' | 'admin'>;
  lang: WithDefault<'nl' | 'en'>;
  email_confirmed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface SessionsTable {
  id: string;
  user_id: number;
  kind: WithDefault<'user' | 'admin'>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

export interface EmailTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'confirm' | 'reset';
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CountriesTable {
  id: Generated<number>;
  code: string;
  name_nl: string;
  name_en: string;
  phone_code: string;
}

export interface ProvincesTable {
  id: Generated<number>;
  country_id: number;
  code: string;
  name_nl: string;
  name_en: string;
  latitude: number | null;
  longitude: number | null;
}

export interface CitiesTable {
  id: Generated<number>;
  province_id: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface RegionsTable {
  id: Generated<number>;
  city_id: number;
  name: string;
  latitude: number | null;
  longitude: number | null;
}

export interface PostalCodesTable {
  code: string;
  city_id: number | null;
  latitude: number;
  longitude: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  parent_id: number | null;
  title_nl: string;
  title_en: string;
  priority: WithDefault<number>;
  gallery_id: string | null;
  created_at: CreatedAt;
}

export interface CategoryFieldOption {
  value: string;
  nl: string;
  en: string;
}

export interface CategoryFieldsTable {
  id: Generated<number>;
  category_id: number;
  key: string;
  type: 'text' | 'number' | 'select' | 'boolean';
  label_nl: string;
  label_en: string;
  unit: string | null;
  options: JSONColumnType<CategoryFieldOption[] | null, string | null, string | null>;
  required: WithDefault<boolean>;
  priority: WithDefault<number>;
}

export interface BoothsTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  title: WithDefault<string>;
  description: WithDefault<string>;
  logo_id: string | null;
  banner_id: string | null;
  email: string | null;
  website: string | null;
  social_links: JSONColumnType<Record<string, string>, string | undefined, string>;
  street: string | null;
  postal_code: string | null;
  city_id: number | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export type PriceType =
  'startPrice' | 'suggestion' | 'seeDescription' | 'swap' | 'free' | 'rental' | 'deposit';
export type AdStatus = 'draft' | 'published' | 'inactive' | 'deleted';

export interface AdsTable {
  id: Generated<number>;
  booth_id: number;
  user_id: number;
  category_id: number;
  title: string;
  description: WithDefault<string>;
  price_type: PriceType;
  price_cents: NullableBigInt;
  rental_period: 'day' | 'week' | 'month' | null;
  condition: 'new' | 'asNew' | 'good' | 'used' | 'defective' | null;
  delivery: WithDefault<'post' | 'pickup' | 'both'>;
  tags: WithDefault<string[]>;
  field_values: JSONColumnType<Record<string, Json>, string | undefined, string>;
  phone: string | null;
  country_id: number | null;
  province_id: number | null;
  city_id: number | null;
  region_id: number | null;
  postal_code: string | null;
  street: string | null;
  latitude: number | null;
  longitude: number | null;
  show_location: WithDefault<boolean>;
  status: WithDefault<AdStatus>;
  trade_state: WithDefault<'available' | 'reserved' | 'sold'>;
  ad_level: WithDefault<'free' | 'promoted'>;
  valid_from: Timestamp | null;
  valid_until: Timestamp | null;
  promoted_until: Timestamp | null;
  is_paid: WithDefault<boolean>;
  transaction_id: string | null;
  view_count: WithDefault<number>;
  favorite_count: WithDefault<number>;
  chat_count: WithDefault<number>;
  trending_score: WithDefault<number>;
  /** Kept by the ad_images_count trigger; never written. */
  image_count: ColumnType<number, never, never>;
  /** Generated by the database from title, description and tags; never written. */
  search_document: ColumnType<string, never, never>;
  published_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface AdImagesTable {
  id: Generated<number>;
  ad_id: number;
  file_id: string;
  position: WithDefault<number>;
  created_at: CreatedAt;
}

export interface AdDailyStatsTable {
  ad_id: number;
  day: ColumnType<Date, Date | string, Date | string>;
  views: WithDefault<number>;
  favorites: WithDefault<number>;
  chats: WithDefault<number>;
}

export interface PromotionsTable {
  id: Generated<number>;
  ad_id: number;
  user_id: number;
  provider: string;
  transaction_id: string;
  amount_cents: number;
  status: 'pending' | 'paid' | 'failed';
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface WishListTable {
  user_id: number;
  ad_id: number;
  created_at: CreatedAt;
}

export interface LastVisitsTable {
  user_id: number;
  ad_id: number;
  visited_at: CreatedAt;
}

export interface ConversationsTable {
  id: Generated<number>;
  kind: 'ad' | 'support';
  ad_id: number | null;
  created_by: number;
  created_at: CreatedAt;
  last_message_at: CreatedAt;
  /** The support team's read state (kind 'support'). */
  support_last_read_at: Timestamp | null;
}

export interface ConversationParticipantsTable {
  conversation_id: number;
  user_id: number;
  last_read_at: Timestamp | null;
  /** Copied from the conversation, so a user's list reads one index. */
  last_message_at: CreatedAt;
  /** This participant blocked the other one here. */
  blocked_at: Timestamp | null;
}

export interface MessagesTable {
  /** bigint identity, returned as a string. */
  id: ColumnType<string, number | string | undefined, never>;
  conversation_id: number;
  sender_id: number | null;
  body: string;
  created_at: CreatedAt;
  client_id: string | null;
  flags: WithDefault<string[]>;
  hidden_from_recipient: WithDefault<boolean>;
  recipient_offline: WithDefault<boolean>;
}

export interface ConversationReportsTable {
  id: Generated<number>;
  conversation_id: number;
  reporter_id: number;
  reason: 'scam' | 'offPlatformPayment' | 'abuse' | 'spam' | 'other';
  details: string | null;
  created_at: CreatedAt;
}

export interface ChatEmailNoticesTable {
  conversation_id: number;
  user_id: number;
  sent_at: Timestamp;
}

export interface StaticDataTable {
  key: string;
  value: JSONColumnType<Record<string, Json>, string, string>;
  updated_at: CreatedAt;
}

export interface AdminAuditLogTable {
  id: Generated<number>;
  admin_user_id: number | null;
  admin_email: string;
  action: 'login' | 'logout' | 'cacheWarm' | 'cacheClear';
  detail: JSONColumnType<Record<string, string | number | null>, string, string>;
  created_at: CreatedAt;
}

export interface Database {
  files: FilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  countries: CountriesTable;
  provinces: ProvincesTable;
  cities: CitiesTable;
  regions: RegionsTable;
  postal_codes: PostalCodesTable;
  categories: CategoriesTable;
  category_fields: CategoryFieldsTable;
  booths: BoothsTable;
  ads: AdsTable;
  ad_images: AdImagesTable;
  ad_daily_stats: AdDailyStatsTable;
  promotions: PromotionsTable;
  wish_list: WishListTable;
  last_visits: LastVisitsTable;
  conversations: ConversationsTable;
  conversation_participants: ConversationParticipantsTable;
  messages: MessagesTable;
  conversation_reports: ConversationReportsTable;
  chat_email_notices: ChatEmailNoticesTable;
  static_data: StaticDataTable;
  admin_audit_log: AdminAuditLogTable;
}
