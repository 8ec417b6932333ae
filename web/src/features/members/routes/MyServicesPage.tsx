import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function MyServicesPage() {
  return (
    <Box>
      <PageTitle>I Miei Servizi</PageTitle>
    </Box>
  );
}
