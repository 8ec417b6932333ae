import { SPECIALIZATIONS } from '../content/specializations';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { SectionHeading } from './SectionHeading';
import styles from './SpecializationsSection.module.css';
import ui from './ui.module.css';

/** "Specializzazioni": irritable bowel syndrome and polycystic ovary syndrome. */
export function SpecializationsSection() {
  return (
    <section id="specializzazioni" className={`${ui.section} ${ui.tinted}`} aria-labelledby="specializzazioni-title">
      <div className={ui.container}>
        <SectionHeading
          id="specializzazioni-title"
          eyebrow="Specializzazioni"
          title="Intestino e ormoni, le mie aree di specializzazione"
          lead="Due condizioni molto diffuse, spesso trattate con consigli generici. Con un percorso mirato si può stare davvero meglio."
        />
        <ul className={ui.cardGrid}>
          {SPECIALIZATIONS.map(({ id, title, description, points }) => (
            <li key={id}>
              <article
                className={`${ui.card} ${styles.card} ${id === 'pcos' ? styles.pcos : ''}`}
                aria-labelledby={`specializzazione-${id}`}
              >
                <span className={styles.icon}>
                  <Icon name={id === 'pcos' ? 'heart' : 'spa'} size={30} />
                </span>
                <h3 id={`specializzazione-${id}`} className={styles.title}>
                  {title}
                </h3>
                <p className={styles.description}>{description}</p>
                <CheckList items={points} />
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
