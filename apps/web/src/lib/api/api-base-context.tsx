'use client';
import { createContext, useContext, type ReactNode } from 'react';

// The browser's API host arrives from the server layout at request time, so one build serves any
// PUBLIC_API_URL (no NEXT_PUBLIC_* inlining).
const ApiBaseContext = createContext<string | null>(null);

export function ApiBaseProvider({ value, children }: { value: string; children: ReactNode }) {
  return <ApiBaseContext value={value}>{children}</ApiBaseContext>;
}

export function useApiBase(): string {
  const base = useContext(ApiBaseContext);
  if (base === null) throw new Error('useApiBase needs an ApiBaseProvider');
  return base;
}
