import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';

import { PageTitle } from '../../shared/components/PageTitle';
import { EventList } from './EventList';
import { LOGIN_FOR_CALENDAR, PublicEventCard } from './PublicEventCard';

/** The calendar for visitors: public events only; signing in brings them back here. */
export function PublicCalendar() {
  const navigate = useNavigate();
  return (
    <Box>
      <PageTitle subtitle="Webinar, sessioni di domande e risposte e incontri live sulla nutrizione funzionale.">
        Calendario Eventi
      </PageTitle>
      <Button
        variant="contained"
        size="large"
        startIcon={<LoginOutlined aria-hidden />}
        onClick={() => navigate(LOGIN_FOR_CALENDAR.pathname, { state: LOGIN_FOR_CALENDAR.state })}
        sx={{ mb: 4 }}
      >
        Accedi per partecipare
      </Button>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Prossimi Eventi
      </Typography>
      <EventList
        label="Prossimi Eventi"
        emptyText="Nessun evento programmato al momento"
        renderCard={(event) => <PublicEventCard event={event} />}
      />
    </Box>
  );
}
