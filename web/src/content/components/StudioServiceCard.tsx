import type { STUDIO_SERVICES } from '../content/studioServices';
import { CheckList } from './CheckList';
import { ScrollButton } from './ScrollButton';
import styles from './ServicesSection.module.css';
import ui from './ui.module.css';

interface StudioServiceCardProps {
  service: (typeof STUDIO_SERVICES)[number];
  onBook: () => void;
}

/** A consultation in the studio: price, duration, what it includes and 'Prenota Ora'. */
export function StudioServiceCard({ service, onBook }: StudioServiceCardProps) {
  return (
    <article className={`${ui.card} ${styles.serviceCard}`} aria-labelledby={`servizio-${service.consultationType}`}>
      <h4 id={`servizio-${service.consultationType}`} className={styles.serviceName}>
        {service.name}
      </h4>
      <p className={styles.price}>
        <span className={styles.amount}>{service.price}</span>
        <span className={styles.priceNote}>· {service.duration}</span>
      </p>
      <p className={styles.description}>{service.description}</p>
      <CheckList items={service.features} className={styles.features} />
      <ScrollButton to="contatti" onClick={onBook} className={ui.fullWidth}>
        Prenota Ora
      </ScrollButton>
    </article>
  );
}
