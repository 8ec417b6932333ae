import { Link } from 'react-router';

import type { DigitalService } from '../content/digitalServices';
import { formatPrice } from '../lib/digitalPrice';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import styles from './ServicesSection.module.css';
import ui from './ui.module.css';

interface DigitalServiceCardProps {
  service: DigitalService;
  /** Cents; undefined while the price list loads. */
  priceCents: number | undefined;
}

/** A remote-coaching package, priced from the services list; its button leads to /services. */
export function DigitalServiceCard({ service, priceCents }: DigitalServiceCardProps) {
  const badge = 'badge' in service ? service.badge : undefined;
  const titleId = `percorso-${service.match.replace(/\s+/g, '-')}`;
  return (
    <article className={`${ui.card} ${styles.serviceCard} ${badge ? styles.featured : ''}`} aria-labelledby={titleId}>
      {badge && <span className={styles.badge}>{badge}</span>}
      <h4 id={titleId} className={styles.serviceName}>
        {service.title}
      </h4>
      <p className={styles.price} aria-busy={priceCents === undefined}>
        <span className={styles.amount} data-testid="prezzo-digitale">
          {priceCents === undefined ? '…' : formatPrice(priceCents)}
        </span>
        <span className={styles.priceNote}>{service.priceNote}</span>
      </p>
      <p className={styles.description}>{service.description}</p>
      <CheckList items={service.features} className={styles.features} />
      <Link to="/services" className={`${ui.outlineButton} ${ui.fullWidth}`}>
        {/* "su", not "sul": it reads right before any title, plural ones too ('Piani di Allenamento'). */}
        Scopri di più <span className={ui.visuallyHidden}>su {service.title}</span>
        <Icon name="arrowForward" size={20} />
      </Link>
    </article>
  );
}
