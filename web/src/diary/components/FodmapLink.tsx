import { PHASE_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import type { FodmapPhase } from '@app/schemas/fodmap/fodmapRules';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** On /diario, for a patient with a FODMAP protocol: where to follow it. */
export function FodmapLink({ phase }: { phase: FodmapPhase }) {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      Reintroduzione FODMAP, fase: {PHASE_LABELS[phase].toLowerCase()}.{' '}
      <Link component={RouterLink} to="/fodmap">
        Apri la reintroduzione FODMAP
      </Link>
    </Alert>
  );
}
