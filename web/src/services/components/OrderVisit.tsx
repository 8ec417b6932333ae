import type { OrderView } from '@app/schemas/services/orders';
import Typography from '@mui/material/Typography';

import { formatRomeDateTime } from '../../shared/lib/format';

/** The visit an order was booked with, as it is now: 'Visita: 12 marzo, 18:00 · Studio Prati'. */
export function OrderVisit({ visit }: { visit: OrderView['visit'] }) {
  if (!visit) return null;
  return (
    <Typography variant="body2" data-testid="order-visit">
      Visita: <time dateTime={visit.start}>{formatRomeDateTime(visit.start)}</time>
      {` · ${visit.locationName}`}
    </Typography>
  );
}
