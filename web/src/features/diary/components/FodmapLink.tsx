import { PHASE_LABELS } from '@app/schemas/fodmapGuide';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

import { useMyFodmap } from '#api/fodmap';

/** On /diario, for a patient with a FODMAP protocol: where to follow it. */
export function FodmapLink() {
  const protocol = useMyFodmap();
  if (!protocol.data) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Reintroduzione FODMAP, fase: {PHASE_LABELS[protocol.data.phase].toLowerCase()}.{' '}
      <Link component={RouterLink} to="/fodmap">
        Apri la reintroduzione FODMAP
      </Link>
    </Alert>
  );
}
