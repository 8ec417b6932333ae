import Button from '@mui/material/Button';

/**
 * 'Salva' and 'Annulla modifiche' of a value corrected in place (a list's row turned into its fields):
 * the one leaves the fields as they were, and neither is called 'Annulla', which the toasts use to undo.
 */
export function InlineEditActions({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <>
      <Button type="submit" size="small" variant="contained" disabled={pending}>
        Salva
      </Button>
      <Button size="small" onClick={onCancel}>
        Annulla modifiche
      </Button>
    </>
  );
}
