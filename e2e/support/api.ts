import type { CategoryNode } from '@kraam/shared';
import { API_URL } from './env';

/** The category tree as the real API serves it, so journeys never hard-code seeded titles. */
export async function fetchCategoryTree(lang: 'nl' | 'en'): Promise<CategoryNode[]> {
  const response = await fetch(`${API_URL}/public/v2/Category/GetTree?lang=${lang}`);
  if (!response.ok) throw new Error(`category tree answered ${response.status}`);
  const body = (await response.json()) as { data: CategoryNode[] };
  return body.data;
}

/** The first top-level category that has children with children: a tree three levels deep. */
export function firstBranch(tree: CategoryNode[]): CategoryNode {
  const branch = tree.find((category) => category.childs.length > 0);
  if (!branch) throw new Error('the seeded tree has no category with children');
  return branch;
}
