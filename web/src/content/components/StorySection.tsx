import { site } from '../../shared/site';
import { CLAIMS } from '../content/claims';
import { Icon } from './Icon';
import type { IconName } from './icons';
import { ScrollButton } from './ScrollButton';
import { SectionHeading } from './SectionHeading';
import styles from './StorySection.module.css';
import ui from './ui.module.css';

const MILESTONES: { icon: IconName; title: string; detail: string }[] = [
  { icon: 'school', title: 'Biologa nutrizionista e dottore di ricerca', detail: 'Con formazione specifica in nutrizione funzionale' },
  { icon: 'award', title: `${CLAIMS.years} anni di esperienza clinica`, detail: 'Dedicati a intestino e salute ormonale' },
  { icon: 'groups', title: `${CLAIMS.patients} pazienti seguiti`, detail: `Con una valutazione media di ${CLAIMS.rating}` },
  { icon: 'location', title: `${CLAIMS.studios} studi a ${site.city}`, detail: 'E percorsi online in tutta Italia' },
];

/** "La Mia Storia": why the doctor does this work. */
export function StorySection() {
  return (
    <section id="storia" className={ui.section} aria-labelledby="storia-title">
      <div className={`${ui.container} ${styles.grid}`}>
        <div className={styles.text}>
          <SectionHeading id="storia-title" eyebrow="Chi sono" title="La Mia Storia" />
          <p>
            Conosco bene il disagio di un intestino che non dà tregua: per anni gonfiore, dolori e stanchezza hanno condizionato le mie
            giornate, tra diete fai-da-te ed esami che non davano risposte.
          </p>
          <p>
            È proprio questo che mi ha portata alla nutrizione funzionale: un approccio che non si ferma al sintomo ma ne cerca le cause,
            guardando insieme alimentazione, microbiota, ormoni, stress e stile di vita.
          </p>
          <p>
            Da oltre 10 anni accompagno persone con sindrome dell’intestino irritabile e sindrome dell’ovaio policistico. Ogni percorso mi
            conferma che non esistono scorciatoie né diete uguali per tutti: esiste un piano costruito su di te, sui tuoi gusti e sui tuoi
            ritmi, che ti insegna a stare bene nel tempo.
          </p>
          <ScrollButton to="contatti">Contattami</ScrollButton>
        </div>
        <ul className={`${ui.card} ${styles.milestones}`}>
          {MILESTONES.map(({ icon, title, detail }) => (
            <li key={title} className={styles.milestone}>
              <span className={styles.milestoneIcon}>
                <Icon name={icon} />
              </span>
              <span>
                <strong>{title}</strong>
                <span className={styles.detail}>{detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
