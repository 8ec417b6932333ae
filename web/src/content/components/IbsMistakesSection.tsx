import { IBS_MISTAKES } from '../content/ibsMistakes';
import styles from './IbsMistakesSection.module.css';
import { ScrollButton } from './ScrollButton';
import { SectionHeading } from './SectionHeading';
import ui from './ui.module.css';

/** "Cosa Posso Fare": the three mistakes to avoid with IBS, each with its problem and solution. */
export function IbsMistakesSection() {
  return (
    <section id="cosa-posso-fare" className={`${ui.section} ${ui.tinted}`} aria-labelledby="cosa-posso-fare-title">
      <div className={ui.container}>
        <SectionHeading
          id="cosa-posso-fare-title"
          eyebrow="Cosa posso fare per te"
          title="I 3 errori da evitare con il colon irritabile"
          lead="Sono gli errori che vedo più spesso in chi arriva in studio dopo anni di tentativi. Riconoscerli è il primo passo per stare meglio."
          centered
        />
        <ol className={styles.grid} aria-label="Errori da evitare con il colon irritabile">
          {IBS_MISTAKES.map(({ number, title, problem, solution }) => (
            <li key={number} className={`${ui.card} ${styles.mistake}`}>
              <span className={styles.number} aria-hidden="true">
                {number}
              </span>
              <h3 className={styles.title}>
                <span className={ui.visuallyHidden}>Errore {number}: </span>
                {title}
              </h3>
              <p className={styles.problem}>
                <strong>Il problema</strong>
                {problem}
              </p>
              <p className={styles.solution}>
                <strong>La soluzione</strong>
                {solution}
              </p>
            </li>
          ))}
        </ol>
        <div className={styles.cta}>
          <ScrollButton to="contatti">Inizia il Tuo Percorso</ScrollButton>
        </div>
      </div>
    </section>
  );
}
