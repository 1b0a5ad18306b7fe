import type { CategoryNode } from '@kraam/shared';

/** A category for a test tree; priority follows the id so the order is the written one. */
export const categoryNode = (id: number, title: string, childs: CategoryNode[] = []): CategoryNode => ({
  id,
  title,
  galleryId: null,
  priority: id,
  childs,
});
