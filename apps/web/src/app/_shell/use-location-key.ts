'use client';
import { usePathname, useSearchParams } from 'next/navigation';

/** Path plus query: changes on every navigation, including /category?categoryId=1 → 2. */
export function useLocationKey(): string {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  return search ? `${pathname}?${search}` : pathname;
}
