import { cache } from 'react';
import { API_PATHS, type CategoryNode } from '@kraam/shared';
import { serverFetchData } from '@/lib/api/server-api';

/** Server-side tree for the current request's language; cached per request (page + metadata share it). */
export const loadCategoryTree = cache(() => serverFetchData<CategoryNode[]>(API_PATHS.categoryTree));
