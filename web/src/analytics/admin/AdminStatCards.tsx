import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

import { useAdminStats } from '../api/adminStats';

/**
 * docs/product.md (Screens): total posts, published courses, active events, active services, and
 * the way to the practice's figures on /analytics.
 */
export function AdminStatCards() {
  const { data, isError } = useAdminStats();
  if (isError)
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        Statistiche non disponibili al momento.
      </Alert>
    );
  const cards = [
    { label: 'Post totali', value: data?.totalPosts, icon: <ArticleOutlined /> },
    { label: 'Corsi pubblicati', value: data?.totalCourses, icon: <SchoolOutlined /> },
    { label: 'Eventi attivi', value: data?.totalEvents, icon: <EventOutlined /> },
    { label: 'Servizi attivi', value: data?.totalServices, icon: <MedicalServicesOutlined /> },
  ];
  return (
    <Box component="section" aria-label="Statistiche" sx={{ mb: 3 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {cards.map((card) => (
          <Paper key={card.label} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', color: 'text.secondary' }}>
              <Typography variant="body2">{card.label}</Typography>
              <Box component="span" aria-hidden sx={{ display: 'flex', color: 'primary.main' }}>
                {card.icon}
              </Box>
            </Box>
            <Typography component="p" variant="h4" sx={{ fontWeight: 700 }}>
              {card.value === undefined ? <Skeleton width={40} /> : card.value.toLocaleString('it-IT')}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Button component={RouterLink} to="/analytics" startIcon={<InsightsOutlined />} sx={{ mt: 1 }}>
        Analytics dello studio
      </Button>
    </Box>
  );
}
