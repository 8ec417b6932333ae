import type { ServiceView } from '@app/schemas/services/services';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

import { formatCents } from '../../shared/lib/format';
import { CATEGORY_LABELS, highlightOf } from '../serviceBadges';

/** A service of the price list with its 'Prenota Ora' button. */
export function ServiceCard({ service, onBook }: { service: ServiceView; onBook: (service: ServiceView) => void }) {
  const highlight = highlightOf(service);
  const nameId = `servizio-${service.id}`;
  return (
    <Card
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlight ? 'secondary.main' : undefined,
        borderWidth: highlight ? 2 : 1,
      }}
      data-testid="service-card"
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" color="primary" label={CATEGORY_LABELS[service.category]} />
          {highlight && <Chip size="small" color="secondary" label={highlight} />}
        </Box>
        <Typography id={nameId} variant="h3" sx={{ fontSize: '1.2rem' }}>
          {service.name}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, color: 'primary.main' }} data-testid="service-price">
          {formatCents(service.price)}
          {service.duration && (
            <Box component="span" sx={{ fontSize: '1rem', fontWeight: 400, color: 'text.secondary' }}>
              {` / ${service.duration}`}
            </Box>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {service.description}
        </Typography>
        {service.features.length > 0 && (
          <List dense disablePadding aria-label={`Cosa comprende ${service.name}`}>
            {service.features.map((feature) => (
              <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
                <ListItemIcon sx={{ minWidth: 30, mt: 0.5, color: 'primary.main' }}>
                  <CheckOutlined fontSize="small" aria-hidden />
                </ListItemIcon>
                <ListItemText primary={feature} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button variant="contained" fullWidth size="large" onClick={() => onBook(service)} aria-describedby={nameId}>
          Prenota Ora
        </Button>
      </CardActions>
    </Card>
  );
}
