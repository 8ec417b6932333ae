import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function ClassroomPage() {
  return (
    <Box>
      <PageTitle>Corsi</PageTitle>
    </Box>
  );
}
