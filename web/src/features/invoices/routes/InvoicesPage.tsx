import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function InvoicesPage() {
  return (
    <Box>
      <PageTitle>Le Tue Fatture</PageTitle>
    </Box>
  );
}
