import { z } from 'zod';
import { envelope } from './envelope';

export interface CategoryNode {
  id: number;
  title: string;
  galleryId: string | null;
  priority: number;
  childs: CategoryNode[];
}

/** A category with its children, sorted by priority ascending at every level (SPEC §3). */
export const categoryNodeSchema: z.ZodType<CategoryNode> = z
  .object({
    id: z.number().int(),
    title: z.string(),
    galleryId: z.uuid().nullable(),
    priority: z.number().int(),
    get childs() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });

export const categoryTreeSchema = z.array(categoryNodeSchema);
export type CategoryTree = z.infer<typeof categoryTreeSchema>;
export const categoryTreeResponseSchema = envelope(categoryTreeSchema);
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponseSchema>;
