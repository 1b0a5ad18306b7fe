import { describe, expect, it } from 'vitest';
import { emojiAssetExists } from '../emoji-assets';
import type { SeedCategory } from '../seed-types';
import { CATEGORY_TREE } from './category-tree';

function flatten(nodes: readonly SeedCategory[], depth = 1): { node: SeedCategory; depth: number }[] {
  return nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children ?? [], depth + 1)]);
}

const all = flatten(CATEGORY_TREE);

describe('CATEGORY_TREE', () => {
  it('has at least 12 top-level categories with 2–5 children each', () => {
    expect(CATEGORY_TREE.length).toBeGreaterThanOrEqual(12);
    for (const top of CATEGORY_TREE) {
      expect(top.children?.length ?? 0, top.key).toBeGreaterThanOrEqual(2);
      expect(top.children?.length ?? 0, top.key).toBeLessThanOrEqual(5);
    }
  });

  it('has unique keys and titles in both languages', () => {
    const keys = all.map(({ node }) => node.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { node } of all) {
      expect(node.nl.trim(), node.key).not.toBe('');
      expect(node.en.trim(), node.key).not.toBe('');
    }
  });

  it('uses only emoji that exist as assets', () => {
    const missing = all.filter(({ node }) => !emojiAssetExists(node.emoji)).map(({ node }) => node.key);
    expect(missing).toEqual([]);
  });

  it('is at most three levels deep', () => {
    expect(Math.max(...all.map(({ depth }) => depth))).toBeLessThanOrEqual(3);
    expect(all.some(({ depth }) => depth === 3)).toBe(true);
  });

  it('has camelCase field keys and unique options for every select', () => {
    for (const { node } of all) {
      for (const field of node.fields ?? []) {
        expect(field.key).toMatch(/^[a-z][a-zA-Z0-9]*$/);
        if (field.type !== 'select') continue;
        const values = field.options?.map((o) => o.value) ?? [];
        expect(values.length, field.key).toBeGreaterThan(0);
        expect(new Set(values).size, `${node.key}.${field.key}`).toBe(values.length);
      }
    }
  });
});
