import { PHASE_LABELS } from '@app/schemas/fodmap/fodmapGuide';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { usePatientFodmap } from '../../fodmap/api/fodmap';
import { FodmapOutcomes } from '../../fodmap/components/FodmapOutcomes';

/**
 * The patient's FODMAP outcomes beside the meal plan being written (issue 27, point 5). The same
 * query as the FODMAP card of the page: no second request. Nothing without a protocol.
 */
export function PlanFodmapOutcomes({ uid }: { uid: string }) {
  const view = usePatientFodmap(uid).data;
  if (!view) return null;
  return (
    <Box component="section" aria-labelledby="plan-fodmap-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1 }}>
      <Typography id="plan-fodmap-title" component="h3" variant="subtitle1">
        Esiti FODMAP del paziente (fase: {PHASE_LABELS[view.phase].toLowerCase()})
      </Typography>
      <FodmapOutcomes challenges={view.challenges} caption="Esiti FODMAP per il piano alimentare" />
    </Box>
  );
}
