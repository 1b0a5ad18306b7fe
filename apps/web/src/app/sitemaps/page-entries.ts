import type { CategoryNode } from '@kraam/shared';
import { loadCategoryTree } from '@/features/categories/api/load-category-tree';
import { categoryHref } from '@/features/categories/tree';
import type { SitemapEntry } from '@/features/browse/seo/sitemap-xml';

const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.childs)]);

/** Home and every category page (a category page for a parent, the ads list for a leaf). */
export async function pageEntries(origin: string): Promise<SitemapEntry[]> {
  const tree = await loadCategoryTree();
  return [{ loc: `${origin}/` }, ...flatten(tree).map((node) => ({ loc: `${origin}${categoryHref(node)}` }))];
}
