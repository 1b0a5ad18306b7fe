// What the schema cannot tell the type generator: the shape of each JSON document and the columns only
// the database writes. schema-codegen.ts maps columns onto these; generated-schema.ts imports them.
import type { NotificationSubject } from '@kraam/shared';
import type { ColumnType, JSONColumnType } from 'kysely';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

export interface CategoryFieldOption {
  value: string;
  nl: string;
  en: string;
}

/** Read as T; never inserted or updated (a generated column, or a counter kept by a trigger). */
export type DatabaseWritten<T> = ColumnType<T, never, never>;

export type CategoryFieldOptionsColumn = JSONColumnType<
  CategoryFieldOption[] | null,
  string | null,
  string | null
>;
export type SocialLinksColumn = JSONColumnType<Record<string, string>, string | undefined, string>;
export type FieldValuesColumn = JSONColumnType<Record<string, Json>, string | undefined, string>;
export type StaticDataValueColumn = JSONColumnType<Record<string, Json>, string, string>;
export type AuditDetailColumn = JSONColumnType<Record<string, string | number | null>, string, string>;
export type NotificationSubjectColumn = JSONColumnType<NotificationSubject, string, never>;
