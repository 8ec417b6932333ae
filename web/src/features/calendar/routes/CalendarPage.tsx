import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function CalendarPage() {
  return (
    <Box>
      <PageTitle>Calendario</PageTitle>
    </Box>
  );
}
