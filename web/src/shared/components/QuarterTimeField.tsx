import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A time of Rome's clock ('HH:MM'), on the quarter hour the agenda works in. */
export function QuarterTimeField({
  label,
  value,
  onChange,
  ...rest
}: { label: string; value: string; onChange: (value: string) => void } & Pick<TextFieldProps, 'size' | 'required'>) {
  return (
    <TextField
      {...rest}
      type="time"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 900 } }}
    />
  );
}
