import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';

import { ClosedDayForm } from './ClosedDayForm';
import { WeeklyHoursPanel } from './WeeklyHoursPanel';

/** The doctor's hours and closed days, folded under the agenda (loaded with it, read when opened). */
export default function AvailabilitySettings() {
  return (
    <Accordion disableGutters variant="outlined" sx={{ mb: 2 }} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary aria-controls="orari-contenuto" id="orari-titolo">
        <Typography sx={{ fontWeight: 600 }}>Orari e chiusure</Typography>
      </AccordionSummary>
      <AccordionDetails id="orari-contenuto" sx={{ display: 'grid', gap: 3 }}>
        <WeeklyHoursPanel />
        <ClosedDayForm />
      </AccordionDetails>
    </Accordion>
  );
}
