import type { CategoryNode } from '@kraam/shared';

/** SPEC §2: a category with children opens its category page, a leaf its ads list. */
export function categoryHref(node: CategoryNode): string {
  return node.childs.length > 0 ? `/category?categoryId=${node.id}` : `/categoryAds?categoryId=${node.id}`;
}

export function categoryAdsHref(id: number): string {
  return `/categoryAds?categoryId=${id}`;
}

/** The chain from a top-level category down to `id`, or null when the tree has no such id. */
export function findCategoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.childs, id);
    if (below) return [node, ...below];
  }
  return null;
}

/** `?categoryId=` as a positive integer, else null (anything else is a 404). */
export function parseCategoryId(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  return Number(value);
}
