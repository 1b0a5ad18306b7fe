import { describe, expect, it } from 'vitest';
import { chartPoints } from './chart-points';
import { byteSize, durationParts } from './units';
import { warmFormSchema } from './warm-target';

describe('admin model', () => {
  it('sizes bytes in 1024 steps and durations in their largest whole unit', () => {
    expect(byteSize(512)).toEqual({ value: 512, unit: 'byte' });
    expect(byteSize(1536)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(byteSize(3 * 1024 * 1024)).toEqual({ value: 3, unit: 'megabyte' });
    expect(durationParts(4_500)).toEqual({ value: 4, unit: 'second' });
    expect(durationParts(90_000)).toEqual({ value: 1, unit: 'minute' });
    expect(durationParts(3 * 3_600_000 + 600_000)).toEqual({ value: 3, unit: 'hour' });
    expect(durationParts(2 * 86_400_000)).toEqual({ value: 2, unit: 'day' });
  });

  it('turns the warm form into the shared body, refusing ids that are not whole numbers above 0', () => {
    const parse = (target: 'categoryTree' | 'ad' | 'booth', id: string) =>
      warmFormSchema.safeParse({ target, id });
    expect(parse('categoryTree', 'ignored').data).toEqual({ group: 'categoryTree' });
    expect(parse('ad', ' 12 ').data).toEqual({ group: 'ad', id: 12 });
    for (const bad of ['', ' ', '0', '-3', '1.5', 'abc', '99999999999999999999']) {
      const result = parse('booth', bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.every((issue) => issue.path.join('.') === 'id')).toBe(true);
    }
  });

  it('spreads the ratios over the width with 1 at the top, clamped', () => {
    expect(chartPoints([0, 0.5, 1, 2], 30, 10)).toEqual([
      [0, 10],
      [10, 5],
      [20, 0],
      [30, 0],
    ]);
  });
});
