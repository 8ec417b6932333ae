import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** A yes/no field of a react-hook-form form (Pubblicato, Pubblico, Attivo). */
export function FormSwitch<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  name: Path<T>;
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
          label={label}
        />
      )}
    />
  );
}
