import { parseIdSegment } from '@kraam/shared';
import type { CategoryNode } from '@kraam/shared';

/** SPEC §2: a category with children opens its category page, a leaf its ads list. */
export function categoryHref(node: CategoryNode): string {
  return node.childs.length > 0 ? `/category?categoryId=${node.id}` : `/categoryAds?categoryId=${node.id}`;
}

export function categoryAdsHref(id: number): string {
  return `/categoryAds?categoryId=${id}`;
}

/** `?categoryId=` as a category id, else null (anything else is a 404). */
export function parseCategoryId(value: string | string[] | undefined): number | null {
  return typeof value === 'string' ? parseIdSegment(value) : null;
}
