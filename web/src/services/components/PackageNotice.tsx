import type { OrderView } from '@app/schemas/services/orders';
import { packageEndText, packageIsSpent, packageUseText } from '@app/schemas/services/packages';
import Alert from '@mui/material/Alert';

type PackageOrder = OrderView & { package: NonNullable<OrderView['package']> };

/** Why this visit is booked and paid on its own although she has a package. */
function spentText({ serviceName, package: use }: PackageOrder) {
  return use.expired
    ? `Il tuo percorso «${serviceName}» è scaduto il ${packageEndText(use.validUntil)}`
    : `Hai usato tutte le ${use.includedVisits} visite incluse nel tuo percorso «${serviceName}»`;
}

/**
 * At the booking of a control, what her package says of it: included while a visit is left,
 * otherwise why this one is booked and paid on its own (ended, or every visit used).
 */
export function PackageNotice({ order }: { order: PackageOrder }) {
  if (packageIsSpent(order.package)) {
    return (
      <Alert severity="warning" sx={{ mb: 3 }}>
        {spentText(order)}: questa visita si prenota e si paga a parte.
      </Alert>
    );
  }
  return (
    <Alert severity="info" sx={{ mb: 3 }}>
      <strong>Inclusa nel tuo percorso «{order.serviceName}»</strong>. {packageUseText(order.package)}. Nulla da pagare: la dottoressa
      confermerà l’appuntamento.
    </Alert>
  );
}
