import { describe, expect, it } from 'vitest';
import { formatFieldFilters, parseFieldFilters } from './field-filters';
import { adFilterQuerySchema } from './browse';

describe('field filters', () => {
  it('reads options, yes/no and number ranges, and writes them back in key order', () => {
    const filters = parseFieldFilters('frameSize:50..60,bikeType:city|racing,electric:true,rooms:..3');
    expect(filters).toEqual([
      { key: 'frameSize', min: 50, max: 60 },
      { key: 'bikeType', values: ['city', 'racing'] },
      { key: 'electric', values: ['true'] },
      { key: 'rooms', max: 3 },
    ]);
    expect(formatFieldFilters(filters ?? [])).toBe(
      'bikeType:city|racing,electric:true,frameSize:50..60,rooms:..3',
    );
  });

  it('leaves out what no longer narrows anything', () => {
    expect(formatFieldFilters([{ key: 'bikeType', values: [] }, { key: 'frameSize' }])).toBeUndefined();
  });

  it('refuses malformed entries, through the list query too', () => {
    for (const raw of ['bikeType', 'frame:..', 'a:b,a:c', ':x', 'bikeType:a b', '1key:x'])
      expect(parseFieldFilters(raw), raw).toBeUndefined();
    expect(adFilterQuerySchema.safeParse({ fields: 'bikeType' }).error?.issues[0]?.path).toEqual(['fields']);
    expect(adFilterQuerySchema.parse({ fields: 'bikeType:city' }).fields).toEqual([
      { key: 'bikeType', values: ['city'] },
    ]);
  });
});
