import Box from '@mui/material/Box';
import { PageTitle } from '../../../components/PageTitle';

export default function CommunityPage() {
  return (
    <Box>
      <PageTitle>Community</PageTitle>
    </Box>
  );
}
