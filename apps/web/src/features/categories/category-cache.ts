import { z } from 'zod';
import { categoryNodeSchema, langSchema, type CategoryNode, type Lang } from '@kraam/shared';
import { STORED, readStored, writeStored } from '@/lib/stored-prefs';

// localStorage `cat` (SPEC §3) holds the last tree per language, so the drawer opens at once.
const cachedSchema = z.object({ lang: langSchema, tree: z.array(categoryNodeSchema) });

const listeners = new Set<() => void>();
let lastRaw: string | null = null;
let lastValue: z.infer<typeof cachedSchema> | null = null;

function read(): z.infer<typeof cachedSchema> | null {
  const raw = readStored(STORED.categories);
  // Same string, same object: useSyncExternalStore needs a stable snapshot.
  if (raw === lastRaw) return lastValue;
  lastRaw = raw;
  try {
    const parsed = cachedSchema.safeParse(raw === null ? null : JSON.parse(raw));
    lastValue = parsed.success ? parsed.data : null;
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
