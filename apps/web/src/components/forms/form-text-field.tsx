'use client';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
> & {
  /** The form's control; `O` is what its resolver turns the values into. */
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
};

/** A MUI text field bound to a react-hook-form field: its value, its error text, else the hint. */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  hint,
  ...props
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
    />
  );
}
