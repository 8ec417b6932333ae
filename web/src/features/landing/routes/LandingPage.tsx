import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { site } from '../../../config/site';

export default function LandingPage() {
  return (
    <Box component="main" id="home" sx={{ p: 4 }}>
      <Typography variant="h1">{site.doctorName}</Typography>
      <Button component={RouterLink} to="/login">Accedi</Button>
    </Box>
  );
}
