import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function AdminPage() {
  return (
    <Box>
      <PageTitle>Amministrazione</PageTitle>
    </Box>
  );
}
