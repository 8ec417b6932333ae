import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function AnalyticsPage() {
  return (
    <Box>
      <PageTitle>Analytics</PageTitle>
    </Box>
  );
}
