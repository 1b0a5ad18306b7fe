'use client';
import { useId, type InputHTMLAttributes } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import styles from './outlined-field.module.css';

type OutlinedFieldProps<T extends FieldValues, O extends FieldValues> = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'inputMode'
> & {
  /** The form's control; `O` is what its resolver turns the values into. */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/**
 * A text field bound to a react-hook-form field, looking like FormTextField's MUI field but plain, for a
 * form on a page without MUI (the login page, decision 0021): its value, its error text, else the hint.
 */
export function OutlinedField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  label,
  hint,
  ...input
}: OutlinedFieldProps<T, O>) {
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message;
  const below = message ?? hint;
  return (
    <div className={styles.field}>
      <div className={message ? `${styles.box} ${styles.invalid}` : styles.box} data-focus-frame>
        <input
          {...input}
          id={id}
          className={styles.input}
          name={name}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          ref={ref}
          placeholder=" "
          aria-invalid={Boolean(message)}
          aria-describedby={below ? `${id}-text` : undefined}
        />
        <label htmlFor={id} className={styles.label}>
          {label}
          {input.required && <span aria-hidden="true"> *</span>}
        </label>
      </div>
      {below && (
        <p id={`${id}-text`} className={message ? `${styles.helper} ${styles.error}` : styles.helper}>
          {below}
        </p>
      )}
    </div>
  );
}
