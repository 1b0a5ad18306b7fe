'use client';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface Choice<V extends string> {
  value: V;
  label: string;
}

interface ChoiceFieldProps<T extends FieldValues, O, V extends string> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  legend: string;
  options: readonly Choice<V>[];
  required?: boolean;
  /** Shown under the choices while they have no error. */
  help?: string;
  /** An error of another field that belongs here (a rule about two fields). */
  extraError?: string;
  row?: boolean;
}

const choiceSx = { minHeight: 44, mr: 3 } as const;
// The first choice takes the form's ref, so a refused field is focused at its first choice.

/** A labelled group of radio buttons bound to one form field; its error or help below it. */
export function RadioField<T extends FieldValues, O, V extends string>({
  control,
  name,
  legend,
  options,
  required,
  help,
  extraError,
  row,
}: ChoiceFieldProps<T, O, V>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message ?? extraError;
  const below = message ?? help;
  return (
    <FormControl component="fieldset" error={Boolean(message)} required={required}>
      <FormLabel component="legend" id={`${id}-legend`}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        aria-labelledby={`${id}-legend`}
        aria-describedby={below ? `${id}-below` : undefined}
        row={row}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            sx={choiceSx}
            control={
              <Radio onBlur={field.onBlur} slotProps={{ input: index === 0 ? { ref: field.ref } : {} }} />
            }
          />
        ))}
      </RadioGroup>
      {below && <FormHelperText id={`${id}-below`}>{below}</FormHelperText>}
    </FormControl>
  );
}

/** A labelled group of checkboxes bound to one list field, kept in the options' order. */
export function CheckboxesField<T extends FieldValues, O, V extends string>({
  control,
  name,
  legend,
  options,
  required,
  help,
  extraError,
  row,
}: ChoiceFieldProps<T, O, V>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const chosen = (field.value as V[] | undefined) ?? [];
  const message = fieldState.error?.message ?? extraError;
  const below = message ?? help;
  const toggle = (value: V, checked: boolean) =>
    field.onChange(
      options
        .map((option) => option.value)
        .filter((known) => (known === value ? checked : chosen.includes(known))),
    );
  return (
    <FormControl component="fieldset" error={Boolean(message)} required={required}>
      <FormLabel component="legend" id={`${id}-legend`}>
        {legend}
      </FormLabel>
      <FormGroup aria-describedby={below ? `${id}-below` : undefined} row={row}>
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            sx={choiceSx}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: index === 0 ? { ref: field.ref } : {} }}
              />
            }
          />
        ))}
      </FormGroup>
      {below && <FormHelperText id={`${id}-below`}>{below}</FormHelperText>}
    </FormControl>
  );
}

/** One checkbox bound to a true/false field, with its help or error below it. */
export function CheckboxField<T extends FieldValues, O>({
  control,
  name,
  label,
  help,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  help?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message;
  const below = message ?? help;
  return (
    <FormControl error={Boolean(message)}>
      <FormControlLabel
        label={label}
        sx={choiceSx}
        control={
          <Checkbox
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': below ? `${id}-below` : undefined } }}
          />
        }
      />
      {below && <FormHelperText id={`${id}-below`}>{below}</FormHelperText>}
    </FormControl>
  );
}
