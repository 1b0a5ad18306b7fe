import { API_PATHS, categoryTreeResponseSchema } from '@kraam/shared';
import type { CategoryNode } from '@kraam/shared';
import { API_URL } from './env';

/** A response schema of @kraam/shared: what the journeys read an answer with. */
export interface ResponseSchema<T> {
  parse(data: unknown): T;
}

/** A successful answer read with its endpoint's shared schema, so a changed shape fails where it is read. */
export async function readAnswer<T>(response: Response, schema: ResponseSchema<T>): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return schema.parse(await response.json());
}

/** The category tree as the real API serves it, so journeys never hard-code seeded titles. */
export async function fetchCategoryTree(lang: 'nl' | 'en'): Promise<CategoryNode[]> {
  const response = await fetch(`${API_URL}${API_PATHS.categoryTree}?lang=${lang}`);
  return (await readAnswer(response, categoryTreeResponseSchema)).data;
}

/** The first top-level category that has children with children: a tree three levels deep. */
export function firstBranch(tree: CategoryNode[]): CategoryNode {
  const branch = tree.find((category) => category.childs.length > 0);
  if (!branch) throw new Error('the seeded tree has no category with children');
  return branch;
}
