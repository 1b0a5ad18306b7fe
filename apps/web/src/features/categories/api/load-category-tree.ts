import { cache } from 'react';
import { API_PATHS } from '@kraam/shared';
import { serverFetchData } from '@/lib/api/server-api';
import { treeSchema } from './get-category-tree';

/** Server-side tree for the current request's language; cached per request (page + metadata share it). */
export const loadCategoryTree = cache(() => serverFetchData(API_PATHS.categoryTree, treeSchema));
