import { site } from '../../shared/site';
import { CLAIMS } from '../content/claims';
import styles from './HeroSection.module.css';
import { Icon } from './Icon';
import { ScrollButton } from './ScrollButton';
import ui from './ui.module.css';

const STATS = [
  { value: CLAIMS.patients, label: 'pazienti seguiti' },
  { value: CLAIMS.years, label: 'anni di esperienza' },
  { value: CLAIMS.rating, label: 'valutazione media' },
  { value: String(CLAIMS.studios), label: 'studi a Roma' },
];

/** The first screen: who the doctor is, for whom, and the two main calls to action. */
export function HeroSection() {
  return (
    <section id="home" className={styles.hero} aria-labelledby="home-title">
      <div className={`${ui.container} ${styles.grid}`}>
        <div>
          <p className={ui.eyebrow}>
            {site.title} a {site.city}
          </p>
          <h1 id="home-title" className={styles.title} tabIndex={-1} data-section-heading>
            Ritrova il benessere del tuo intestino e <span className={styles.accent}>l’equilibrio ormonale</span>
          </h1>
          <p className={styles.intro}>
            Sono la {site.doctorName}, biologa nutrizionista specializzata in colon irritabile (IBS) e sindrome dell’ovaio policistico
            (PCOS). Ti aiuto a capire le cause dei tuoi sintomi e a costruire un’alimentazione su misura, senza diete impossibili: in 6
            studi a Roma oppure online.
          </p>
          <div className={styles.actions}>
            <ScrollButton to="contatti">Prenota Consulenza</ScrollButton>
            <ScrollButton to="storia" variant="outlined">
              Scopri la Mia Storia
            </ScrollButton>
          </div>
          <p className={styles.rating}>
            <span className={styles.stars} aria-hidden="true">
              {[1, 2, 3, 4, 5].map((star) => (
                <Icon key={star} name="star" size={20} />
              ))}
            </span>
            <span>
              <strong>{CLAIMS.rating}</strong> su {CLAIMS.reviews} recensioni verificate
            </span>
          </p>
        </div>
        <div className={styles.panel}>
          <Icon name="quote" size={48} className={styles.quoteIcon} />
          <p className={styles.quote}>Non esiste una dieta giusta per tutti: esiste quella giusta per te.</p>
          <dl className={styles.stats}>
            {STATS.map(({ value, label }) => (
              <div key={label} className={styles.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
