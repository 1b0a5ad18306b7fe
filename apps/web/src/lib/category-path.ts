import type { CategoryNode } from '@kraam/shared';

/** The chain from a top-level category down to `id`, or null when the tree has no such id. */
export function findCategoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] | null {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.childs, id);
    if (below) return [node, ...below];
  }
  return null;
}
