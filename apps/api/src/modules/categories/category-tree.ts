// Builds the nested category tree from flat rows in one pass.
import type { CategoryNode } from '@kraam/shared';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: string;
  galleryId: string | null;
  priority: number;
}

/** Rows must come sorted by priority then id: children are appended in that order at every level. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      title: row.title,
      galleryId: row.galleryId,
      priority: row.priority,
      childs: [],
    });
  }
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CategoryNode;
    if (row.parentId === null) roots.push(node);
    else nodes.get(row.parentId)?.childs.push(node);
  }
  return roots;
}
