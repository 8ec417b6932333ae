import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { PageTitle } from '../../shared/components/PageTitle';
import { EventList } from './EventList';
import { MemberEventCard } from './MemberEventCard';

/** The calendar for members: every upcoming event, with the links to join. */
export function MemberCalendar() {
  return (
    <Box>
      <PageTitle subtitle="Gli appuntamenti in programma per la community.">Calendario</PageTitle>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        I Tuoi Eventi
      </Typography>
      <EventList label="I Tuoi Eventi" emptyText="Nessun evento programmato" renderCard={(event) => <MemberEventCard event={event} />} />
    </Box>
  );
}
