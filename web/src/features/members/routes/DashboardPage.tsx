import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function DashboardPage() {
  return (
    <Box>
      <PageTitle>Dashboard</PageTitle>
    </Box>
  );
}
