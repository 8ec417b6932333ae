import Box from '@mui/material/Box';

/** A patient's e-mail and phone, each a link; a long address wraps rather than widen the page on a phone. */
export function PatientContacts({ email, phone }: { email: string; phone: string | null }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      <a href={`mailto:${email}`}>{email}</a>
      {phone && (
        <>
          {' · '}
          <a href={`tel:${phone}`}>{phone}</a>
        </>
      )}
    </Box>
  );
}
