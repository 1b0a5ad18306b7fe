'use client';
import { useTranslations } from 'next-intl';
import { CACHE_GROUPS, type AuditEntry, type CacheGroup } from '@kraam/shared';

const isGroup = (value: unknown): value is CacheGroup =>
  typeof value === 'string' && (CACHE_GROUPS as readonly string[]).includes(value);

/**
 * What an audit entry named, as one short line: 'Advertentie #12, 1 item', a key, or 'alles, 40 items'
 * for a full clear. Unknown detail fields are shown as they come.
 */
export function useAuditDetail(): (entry: AuditEntry) => string {
  const t = useTranslations('admin');
  return (entry) => {
    const { group, id, key, warmed, removed, ...rest } = entry.detail;
    const parts: string[] = [];
    if (isGroup(group)) parts.push(id == null ? t(`groups.${group}`) : `${t(`groups.${group}`)} #${id}`);
    if (typeof key === 'string') parts.push(key);
    if (entry.action === 'cacheClear' && parts.length === 0) parts.push(t('audit.everything'));
    const count = warmed ?? removed;
    if (typeof count === 'number') parts.push(t('audit.count', { count }));
    for (const [name, value] of Object.entries(rest)) if (value !== null) parts.push(`${name}: ${value}`);
    return parts.join(', ');
  };
}
