import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: 4, maxWidth: 480, width: '100%' }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 2 }}>
          404 Page Not Found
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Did you forget to add the page to the router?
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          Torna alla home
        </Button>
      </Paper>
    </Box>
  );
}
