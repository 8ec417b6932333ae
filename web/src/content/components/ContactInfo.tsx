import { phoneHref, site } from '../../shared/site';
import { QUALIFICATIONS } from '../content/qualifications';
import { CheckList } from './CheckList';
import styles from './ContactSection.module.css';
import { Icon } from './Icon';
import { SocialLinks } from './SocialLinks';
import ui from './ui.module.css';

/** Beside the form: phone and e-mail, opening hours, the six studios, qualifications, social links. */
export function ContactInfo() {
  return (
    <div className={styles.info}>
      <div className={ui.card}>
        <h3 className={styles.infoTitle}>
          <Icon name="phone" />
          Contatti diretti
        </h3>
        <ul className={`${styles.list} ${styles.direct}`}>
          <li>
            <a href={phoneHref}>
              <Icon name="phone" size={20} />
              {site.phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`}>
              <Icon name="email" size={20} />
              {site.email}
            </a>
          </li>
        </ul>
      </div>

      <div className={ui.card}>
        <h3 className={styles.infoTitle}>
          <Icon name="clock" />
          Orari
        </h3>
        <dl className={styles.hours}>
          {site.openingHours.map(({ days, hours }) => (
            <div key={days}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className={ui.card}>
        <h3 className={styles.infoTitle}>
          <Icon name="location" />
          Gli studi a {site.city}
        </h3>
        <ul className={styles.list}>
          {site.studios.map(({ name, address }) => (
            <li key={name} className={styles.studio}>
              <strong>{name}</strong>
              <span>{address}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className={ui.card}>
        <h3 className={styles.infoTitle}>
          <Icon name="school" />
          Titoli e formazione
        </h3>
        <CheckList items={QUALIFICATIONS} />
      </div>

      <div className={ui.card}>
        <h3 className={styles.infoTitle}>
          <Icon name="heart" />
          Seguimi sui social
        </h3>
        <SocialLinks className={styles.social} />
      </div>
    </div>
  );
}
