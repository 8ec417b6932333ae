import { useServicePrices } from '../../services/api/servicePrices';
import { CLAIMS } from '../content/claims';
import { DIGITAL_SERVICES } from '../content/digitalServices';
import { STUDIO_SERVICES } from '../content/studioServices';
import { matchedPriceCents } from '../lib/digitalPrice';
import { DigitalServiceCard } from './DigitalServiceCard';
import { Icon } from './Icon';
import { SectionHeading } from './SectionHeading';
import styles from './ServicesSection.module.css';
import { StudioServiceCard } from './StudioServiceCard';
import ui from './ui.module.css';

/** "Servizi": the two studio consultations and the four remote-coaching packages. */
export function ServicesSection({ onBook }: { onBook: (consultationType: string) => void }) {
  const services = useServicePrices();
  // Until the list answers, no price; if it fails or has no match, the card's fallback.
  const priceOf = (keyword: string, fallbackEuro: number) =>
    services.isPending ? undefined : (matchedPriceCents(services.data ?? [], keyword) ?? fallbackEuro * 100);

  return (
    <section id="servizi" className={ui.section} aria-labelledby="servizi-title">
      <div className={ui.container}>
        <SectionHeading
          id="servizi-title"
          eyebrow="Servizi"
          title="Come posso accompagnarti"
          lead="In studio a Roma oppure online da casa tua: scegli la formula più adatta alle tue esigenze e ai tuoi tempi."
        />

        <div className={styles.group}>
          <h3 className={styles.groupTitle}>
            <Icon name="location" />
            Consulenze in Studio
          </h3>
          <p className={styles.groupNote}>Disponibili solo a Roma, in {CLAIMS.studios} studi facili da raggiungere.</p>
          <ul className={ui.cardGrid}>
            {STUDIO_SERVICES.map((service) => (
              <li key={service.name}>
                <StudioServiceCard service={service} onBook={() => onBook(service.consultationType)} />
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.group}>
          <h3 className={styles.groupTitle}>
            <Icon name="video" />
            Coaching Digitale 100% da Remoto
          </h3>
          <p className={styles.groupNote}>
            Percorsi online per chi vive lontano da Roma o ha poco tempo, con lo stesso metodo dello studio.
          </p>
          <ul className={styles.remote}>
            <li>
              <Icon name="chat" size={20} />
              Supporto 6 giorni su 7
            </li>
            <li>
              <Icon name="calendar" size={20} />
              Videochiamata ogni 2 settimane
            </li>
          </ul>
          <ul className={`${ui.cardGrid} ${styles.digitalGrid}`}>
            {DIGITAL_SERVICES.map((service) => (
              <li key={service.match}>
                <DigitalServiceCard service={service} priceCents={priceOf(service.match, service.fallbackEuro)} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
