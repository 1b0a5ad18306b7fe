'use client';
import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * The tab's query client; created once per mount so a server render never shares it between visitors.
 * Tests pass their own (`client`) to look into the cache.
 */
export function QueryProvider({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
