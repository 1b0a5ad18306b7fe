'use client';
import { useTranslations } from 'next-intl';
import { CACHE_GROUPS, type AuditEntry, type CacheGroup } from '@kraam/shared';

const isGroup = (value: unknown): value is CacheGroup =>
  typeof value === 'string' && (CACHE_GROUPS as readonly string[]).includes(value);

/** What an audit entry named, as one short line: 'Advertentie #12', a key, or 'alles' for a full clear. */
export function useAuditDetail(): (entry: AuditEntry) => string {
  const t = useTranslations('admin');
  return (entry) => {
    const { group, id, key, ...rest } = entry.detail;
    const parts: string[] = [];
    if (isGroup(group)) parts.push(id == null ? t(`groups.${group}`) : `${t(`groups.${group}`)} #${id}`);
    if (typeof key === 'string') parts.push(key);
    for (const [name, value] of Object.entries(rest)) if (value !== null) parts.push(`${name}: ${value}`);
    if (parts.length === 0 && entry.action === 'cacheClear') return t('audit.everything');
    return parts.join(', ');
  };
}
