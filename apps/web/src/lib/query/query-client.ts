import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';

/** Network failures, 5xx and 429 may pass on a second try; any other 4xx answers the same again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

const MAX_READ_RETRIES = 2;

/**
 * One client per browser tab (and one per server render). Reads are shared for 30 s and retried when
 * retrying can help; writes are never retried, because a write that reached the server must not land twice.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => failures < MAX_READ_RETRIES && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
