import TextField from '@mui/material/TextField';

/** A list's search box: the whole width on a phone, at most 420 px from tablet width up. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      type="search"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      size="small"
      sx={{ flex: '1 1 260px', width: '100%', maxWidth: { sm: 420 } }}
    />
  );
}
