import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FieldValues, get, type Path, type UseFormReturn } from 'react-hook-form';

type Props<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  /** Prefix of the input's id, unique on the page ('corso' -> 'corso-title'). */
  idPrefix: string;
} & Omit<TextFieldProps, 'name' | 'form'>;

/** A text field registered in a react-hook-form form (a path into its values: 'price', 'freeLine.amount'), with the schema's Italian message. */
export function FormTextField<T extends FieldValues>({ form, name, idPrefix, helperText, ...props }: Props<T>) {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return (
    <TextField
      {...form.register(name)}
      id={`${idPrefix}-${name}`}
      error={Boolean(error)}
      helperText={typeof error?.message === 'string' ? error.message : helperText}
      fullWidth
      {...props}
    />
  );
}
