'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '@kraam/shared';

/** What a signed-in call needs: the browser's API host, the page language and the bearer token. */
export interface SellerCall {
  apiBase: string;
  lang: Lang;
  token: string;
}

// Features may not import the auth feature; the app composes the session into this neutral context.
const SellerCallContext = createContext<SellerCall | null>(null);

export function SellerCallProvider({ value, children }: { value: SellerCall; children: ReactNode }) {
  return <SellerCallContext value={value}>{children}</SellerCallContext>;
}

export function useSellerCall(): SellerCall {
  const value = useContext(SellerCallContext);
  if (!value) throw new Error('useSellerCall needs a SellerCallProvider (a signed-in page)');
  return value;
}
