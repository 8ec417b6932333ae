import { type BookingRequest, ContactForm } from './ContactForm';
import { ContactInfo } from './ContactInfo';
import styles from './ContactSection.module.css';
import { Icon } from './Icon';
import { SectionHeading } from './SectionHeading';
import ui from './ui.module.css';

/** "Contatti": the consultation request form beside the practice's details. */
export function ContactSection({ booking }: { booking: BookingRequest | null }) {
  return (
    <section id="contatti" className={`${ui.section} ${ui.tinted}`} aria-labelledby="contatti-title">
      <div className={ui.container}>
        <SectionHeading
          id="contatti-title"
          eyebrow="Contatti"
          title="Prenota la Tua Consulenza"
          lead="Compila il modulo: ti ricontatterò entro 24 ore per fissare l’appuntamento nello studio più comodo per te oppure online."
        />
        <div className={styles.grid}>
          <div className={`${ui.card} ${styles.formCard}`}>
            <h3 className={`${styles.formTitle}`}>
              <Icon name="calendar" />
              Richiedi una consulenza
            </h3>
            <ContactForm booking={booking} />
          </div>
          <ContactInfo />
        </div>
      </div>
    </section>
  );
}
