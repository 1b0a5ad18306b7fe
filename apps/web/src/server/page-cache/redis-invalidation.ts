import { Redis } from 'ioredis';
import { PAGE_CACHE_CHANNEL, pageCacheInvalidationSchema, pageCacheTags } from '@kraam/shared';

/**
 * Listens for the API's invalidations on Redis (every web instance hears every write). While the
 * connection is down messages are lost, so each reconnect drops the whole cache. Answers a stop().
 */
export function subscribeToInvalidations(
  url: string,
  keyPrefix: string,
  invalidate: (tags: readonly string[]) => number,
  log: (message: string) => void,
): () => Promise<void> {
  const channel = `${keyPrefix}${PAGE_CACHE_CHANNEL}`;
  // Commands wait for the connection however long Redis is away; ioredis subscribes again on reconnect.
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  let up: boolean | undefined;
  subscriber.on('error', () => undefined);
  subscriber.on('ready', () => {
    if (up === false) invalidate([pageCacheTags.all]);
    up = true;
  });
  subscriber.on('close', () => {
    if (up) log('page cache: Redis unreachable; the cache is dropped once it is back');
    if (up !== undefined) up = false;
  });
  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    try {
      const parsed = pageCacheInvalidationSchema.safeParse(JSON.parse(message));
      if (parsed.success) invalidate(parsed.data.tags);
    } catch {
      // Not ours: ignored.
    }
  });
  subscriber.subscribe(channel).catch(() => undefined);
  return async () => {
    await subscriber.quit().catch(() => subscriber.disconnect());
  };
}
