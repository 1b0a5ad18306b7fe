import type { CategoryNode, Lang } from '@kraam/shared';
import { isLang } from '@/i18n/locale';
import { STORED, readStored, writeStored } from '@/lib/stored-prefs';

// localStorage `cat` (SPEC §3) holds the last tree per language, so the drawer opens at once.
interface Cached {
  lang: Lang;
  tree: CategoryNode[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// Checked by hand, not with the shared zod schema: this runs in every page's first load (decision 0019).
const isNode = (value: unknown): value is CategoryNode =>
  isObject(value) &&
  typeof value.id === 'number' &&
  typeof value.title === 'string' &&
  (value.galleryId === null || typeof value.galleryId === 'string') &&
  typeof value.priority === 'number' &&
  isTree(value.childs);

const isTree = (value: unknown): value is CategoryNode[] => Array.isArray(value) && value.every(isNode);

const isCached = (value: unknown): value is Cached =>
  isObject(value) && typeof value.lang === 'string' && isLang(value.lang) && isTree(value.tree);

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastValue: Cached | null = null;

function read(): Cached | null {
  const raw = readStored(STORED.categories);
  // Same string, same object: useSyncExternalStore needs a stable snapshot.
  if (raw === lastRaw) return lastValue;
  lastRaw = raw;
  try {
    const parsed: unknown = raw === null ? null : JSON.parse(raw);
    lastValue = isCached(parsed) ? parsed : null;
  } catch {
    lastValue = null;
  }
  return lastValue;
}

export function cachedTree(lang: Lang): CategoryNode[] | null {
  const value = read();
  return value?.lang === lang ? value.tree : null;
}

export function storeTree(lang: Lang, tree: CategoryNode[]): void {
  writeStored(STORED.categories, JSON.stringify({ lang, tree }));
  for (const listener of listeners) listener();
}

export function subscribeTree(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORED.categories) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
