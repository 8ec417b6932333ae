import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';

import { CardGrid } from './CardGrid';

const ACTIONS: { to: string; title: string; text: string; icon: ReactElement }[] = [
  {
    to: '/services',
    title: 'Prenota un servizio',
    text: 'Consulenze in studio e percorsi online',
    icon: <MedicalServicesOutlined aria-hidden />,
  },
  { to: '/community', title: 'Vai alla community', text: 'Domande, consigli e progressi', icon: <ForumOutlined aria-hidden /> },
  { to: '/calendar', title: 'Vedi il calendario', text: 'Webinar e incontri in programma', icon: <CalendarMonthOutlined aria-hidden /> },
];

/** Shortcuts from 'I Miei Servizi' to the services, the community and the calendar. */
export function QuickActions() {
  return (
    <CardGrid label="Azioni rapide">
      {ACTIONS.map((action) => (
        <li key={action.to}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={action.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Typography component="span" sx={{ color: 'primary.main', display: 'flex' }}>
                  {action.icon}
                </Typography>
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                    {action.title}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {action.text}
                  </Typography>
                </span>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </CardGrid>
  );
}
