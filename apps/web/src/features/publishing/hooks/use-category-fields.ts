'use client';
import { useEffect, useState } from 'react';
import type { CategoryField } from '@kraam/shared';
import { useSellerCall } from '@/lib/api/seller-call';
import { getCategoryFields } from '../api/ad-calls';

/** The chosen category's own fields (GetFields); empty while loading, without a category or on failure. */
export function useCategoryFields(categoryId: number | null): { fields: CategoryField[]; loading: boolean } {
  const call = useSellerCall();
  const [state, setState] = useState<{ for: string | null; fields: CategoryField[] }>({
    for: null,
    fields: [],
  });
  const key = categoryId === null ? null : `${categoryId}:${call.lang}`;

  useEffect(() => {
    if (categoryId === null || key === null) return;
    const controller = new AbortController();
    getCategoryFields(call, categoryId, controller.signal)
      .then(({ data }) => setState({ for: key, fields: data }))
      .catch(() => {
        if (!controller.signal.aborted) setState({ for: key, fields: [] });
      });
    return () => controller.abort();
  }, [call, categoryId, key]);

  return { fields: state.for === key ? state.fields : [], loading: key !== null && state.for !== key };
}
