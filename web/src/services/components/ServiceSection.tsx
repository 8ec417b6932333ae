import type { ServiceView } from '@app/schemas/services/services';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

import { CardGrid } from '../../shared/components/CardGrid';
import { ServiceCard } from './ServiceCard';

interface Props {
  title: string;
  description: string;
  services: ServiceView[];
  onBook: (service: ServiceView) => void;
}

/** One section of the services page: a heading, what sets it apart, its cards. */
export const ServiceSection = memo(function ServiceSection({ title, description, services, onBook }: Props) {
  if (services.length === 0) return null;
  const headingId = `sezione-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: { xs: 5, md: 6 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {description}
      </Typography>
      <CardGrid label={title}>
        {services.map((service) => (
          <li key={service.id}>
            <ServiceCard service={service} onBook={onBook} />
          </li>
        ))}
      </CardGrid>
    </Box>
  );
});
