import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function ServicesPage() {
  return (
    <Box>
      <PageTitle>I Nostri Servizi</PageTitle>
    </Box>
  );
}
