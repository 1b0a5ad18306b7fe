// Checks an ad's fieldValues against its category's fields (SPEC §5: "field values must match
// GetFields"). Strict types: a number field takes a JSON number, a boolean field a JSON boolean.
import type { FieldValues } from '@kraam/shared';
import type { FieldError } from '../../plugins/app-error';
import type { StoredField } from './category-field-repository';

export interface CheckedFieldValues {
  /** Only known keys with a value; an empty text counts as not filled in. */
  values: FieldValues;
  /** By `fieldValues.<key>`. */
  errors: Record<string, FieldError[]>;
}

type Value = FieldValues[string];

function checkValue(field: StoredField, value: Value): FieldError | undefined {
  switch (field.type) {
    case 'text':
      return typeof value === 'string' ? undefined : 'INVALID_TYPE';
    case 'number':
      return typeof value === 'number' ? undefined : 'INVALID_TYPE';
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'INVALID_TYPE';
    case 'select': {
      const allowed = field.options.map((o) => o.value);
      if (typeof value === 'string' && allowed.includes(value)) return undefined;
      return { key: 'INVALID_CHOICE', params: { values: allowed } };
    }
  }
}

export function checkFieldValues(fields: readonly StoredField[], input: FieldValues): CheckedFieldValues {
  const values: FieldValues = {};
  const errors: Record<string, FieldError[]> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(input)) {
    if (!byKey.has(key)) errors[`fieldValues.${key}`] = ['UNKNOWN_FIELD'];
  }
  for (const field of fields) {
    const value = Object.hasOwn(input, field.key) ? input[field.key] : undefined;
    if (value === undefined || value === '') {
      if (field.required) errors[`fieldValues.${field.key}`] = ['REQUIRED'];
      continue;
    }
    const error = checkValue(field, value);
    if (error) errors[`fieldValues.${field.key}`] = [error];
    else values[field.key] = value;
  }
  return { values, errors };
}
