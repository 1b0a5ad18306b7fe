// The category tree, level by level (parents need their ids first), with an image and the
// category's own ad fields. Siblings get priorities 10, 20, 30… in the content's order.
import { mapLimit } from './map-limit';
import type { SeedCategory } from './seed-types';
import { RENDER_CONCURRENCY } from './seed-context';
import type { SeedContext } from './seed-context';

interface FlatCategory {
  category: SeedCategory;
  parentKey: string | null;
  priority: number;
  depth: number;
}

function flatten(
  categories: readonly SeedCategory[],
  parentKey: string | null = null,
  depth = 0,
): FlatCategory[] {
  return categories.flatMap((category, index) => [
    { category, parentKey, priority: (index + 1) * 10, depth },
    ...flatten(category.children ?? [], category.key, depth + 1),
  ]);
}

/** Returns category id by content key. */
export async function seedCategories({
  trx,
  fileStore,
  content,
  log,
}: SeedContext): Promise<Map<string, number>> {
  const flat = flatten(content.categories);
  const keys = new Set<string>();
  for (const { category } of flat) {
    if (keys.has(category.key)) throw new Error(`Category key '${category.key}' is used twice`);
    keys.add(category.key);
  }

  const imageIds = await mapLimit(flat, RENDER_CONCURRENCY, async ({ category }) => {
    const file = await fileStore.save(await content.pictures.category(category.emoji), { db: trx });
    return file.id;
  });

  const ids = new Map<string, number>();
  const maxDepth = Math.max(0, ...flat.map((c) => c.depth));
  for (let depth = 0; depth <= maxDepth; depth++) {
    for (const [index, entry] of flat.entries()) {
      if (entry.depth !== depth) continue;
      const { id } = await trx
        .insertInto('categories')
        .values({
          parent_id: entry.parentKey === null ? null : (ids.get(entry.parentKey) as number),
          title_nl: entry.category.nl,
          title_en: entry.category.en,
          priority: entry.priority,
          gallery_id: imageIds[index] as string,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(entry.category.key, id);
    }
  }

  const fields = flat.flatMap(({ category }) =>
    (category.fields ?? []).map((field, index) => ({
      category_id: ids.get(category.key) as number,
      key: field.key,
      type: field.type,
      format: field.format ?? null,
      label_nl: field.nl,
      label_en: field.en,
      unit: field.unit ?? null,
      options: field.options ? JSON.stringify(field.options) : null,
      required: field.required ?? false,
      priority: (index + 1) * 10,
    })),
  );
  if (fields.length > 0) await trx.insertInto('category_fields').values(fields).execute();
  log(`seed: categories ${flat.length} (${content.categories.length} top-level), ${fields.length} fields`);
  return ids;
}
