import { describe, expect, it } from 'vitest';
import { fieldValueInWords } from './ad-fields';
import type { FieldRow } from './ad-fields';

const field = (overrides: Partial<FieldRow>): FieldRow => ({
  key: 'f',
  type: 'number',
  format: null,
  label_nl: 'Veld',
  label_en: 'Field',
  unit: null,
  options: null,
  ...overrides,
});
const both = (row: FieldRow, value: Parameters<typeof fieldValueInWords>[1]) => [
  fieldValueInWords(row, value, 'nl'),
  fieldValueInWords(row, value, 'en'),
];

describe('a category field value in words, by its kind', () => {
  it('writes a year without thousands separator', () => {
    expect(both(field({ key: 'year', format: 'year' }), 2018)).toEqual(['2018', '2018']);
  });

  it('writes a number with separators and its unit', () => {
    expect(both(field({ key: 'mileage', unit: 'km' }), 79000)).toEqual(['79.000 km', '79,000 km']);
    expect(both(field({ key: 'screenSize', unit: 'inch' }), 15.6)).toEqual(['15,6 inch', '15.6 inch']);
  });

  it('writes an amount as euros, with cents only when it has them', () => {
    const price = field({ key: 'deposit', format: 'money' });
    // Dutch puts a no-break space between the sign and the amount.
    expect(both(price, 1250)).toEqual(['€\u00a01.250', '€1,250']);
    expect(both(price, 12.5)).toEqual(['€\u00a012,50', '€12.50']);
  });

  it('writes an ISO date as a date and leaves anything else as stored', () => {
    const date = field({ key: 'apk', type: 'text', format: 'date' });
    expect(both(date, '2024-05-17')).toEqual(['17 mei 2024', '17 May 2024']);
    expect(both(date, '2024-02-31')).toEqual(['2024-02-31', '2024-02-31']);
    expect(both(date, 'volgend jaar')).toEqual(['volgend jaar', 'volgend jaar']);
  });

  it('writes options, yes/no and text as before, and nothing for an empty value', () => {
    const fuel = field({ type: 'select', options: [{ value: 'diesel', nl: 'Diesel', en: 'Diesel' }] });
    expect(both(fuel, 'diesel')).toEqual(['Diesel', 'Diesel']);
    expect(both(field({ type: 'boolean' }), true)).toEqual(['Ja', 'Yes']);
    expect(both(field({ type: 'text' }), 'Golf')).toEqual(['Golf', 'Golf']);
    expect(both(field({}), '')).toEqual([undefined, undefined]);
  });
});
