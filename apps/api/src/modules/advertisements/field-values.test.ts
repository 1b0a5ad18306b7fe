import { describe, expect, it } from 'vitest';
import type { StoredField } from './category-field-repository';
import { checkFieldValues } from './field-values';

const field = (key: string, type: StoredField['type'], extra: Partial<StoredField> = {}): StoredField => ({
  key,
  type,
  labelNl: key,
  labelEn: key,
  unit: null,
  options: [],
  required: false,
  ...extra,
});

const CAR: StoredField[] = [
  field('brand', 'select', {
    required: true,
    options: [
      { value: 'volvo', nl: 'Volvo', en: 'Volvo' },
      { value: 'kia', nl: 'Kia', en: 'Kia' },
    ],
  }),
  field('model', 'text'),
  field('year', 'number'),
  field('electric', 'boolean'),
];

describe('checkFieldValues', () => {
  it('keeps valid values of known fields and drops empty texts', () => {
    expect(checkFieldValues(CAR, { brand: 'kia', model: '', year: 2015, electric: false })).toEqual({
      values: { brand: 'kia', year: 2015, electric: false },
      errors: {},
    });
  });

  it('reports unknown keys, missing required fields, wrong types and choices outside the options', () => {
    const { values, errors } = checkFieldValues(CAR, {
      colour: 'red',
      model: 12,
      year: '2015',
      electric: 'yes',
    });
    expect(values).toEqual({});
    expect(errors).toEqual({
      'fieldValues.colour': ['UNKNOWN_FIELD'],
      'fieldValues.brand': ['REQUIRED'],
      'fieldValues.model': ['INVALID_TYPE'],
      'fieldValues.year': ['INVALID_TYPE'],
      'fieldValues.electric': ['INVALID_TYPE'],
    });
    expect(checkFieldValues(CAR, { brand: 'tesla' }).errors).toEqual({
      'fieldValues.brand': [{ key: 'INVALID_CHOICE', params: { values: ['volvo', 'kia'] } }],
    });
  });

  it('treats keys inherited from Object.prototype as unknown, not as fields', () => {
    expect(checkFieldValues([], { toString: 'x' }).errors).toEqual({
      'fieldValues.toString': ['UNKNOWN_FIELD'],
    });
  });
});
