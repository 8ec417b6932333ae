import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { phoneHref, site } from '../../shared/site';
import { NAV_SECTIONS, type SectionId } from '../content/sections';
import { scrollToSection } from '../lib/scrollToSection';
import styles from './LandingFooter.module.css';
import { SocialLinks } from './SocialLinks';
import ui from './ui.module.css';

/** Anchor links scroll smoothly like the navigation (and still work as plain anchors). */
function onAnchor(id: SectionId) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    scrollToSection(id);
  };
}

/** The footer: sections, studios, contacts, the members' area, fiscal data and legal links. */
export function LandingFooter() {
  const { fiscalDetails } = site;
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.columns}`}>
        <div>
          <p className={styles.brand}>{site.doctorName}</p>
          <p className={styles.about}>
            {site.title} a {site.city}, specializzata in colon irritabile (IBS) e PCOS. Consulenze in studio e percorsi online.
          </p>
          <SocialLinks className={styles.social} />
        </div>
        <nav aria-label="Sezioni del sito">
          <h2 className={styles.heading}>Naviga</h2>
          <ul className={styles.list}>
            {NAV_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <a href={`#${id}`} onClick={onAnchor(id)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Studi a {site.city}</h2>
          <ul className={styles.list}>
            {site.studios.map(({ name, address }) => (
              <li key={name}>
                {name} · {address}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className={styles.heading}>Contatti</h2>
          <ul className={styles.list}>
            <li>
              <a href={phoneHref}>{site.phone}</a>
            </li>
            <li>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </li>
          </ul>
          <h2 className={`${styles.heading} ${styles.spaced}`}>Area pazienti</h2>
          <ul className={styles.list}>
            <li>
              <Link to="/login">Accedi</Link>
            </li>
            <li>
              <Link to="/services">Servizi online</Link>
            </li>
            <li>
              <Link to="/calendar">Calendario eventi</Link>
            </li>
          </ul>
        </div>
      </div>
      <div className={`${ui.container}`}>
        <div className={styles.bottom}>
          <p className={styles.fiscal}>
            © {new Date().getFullYear()} {site.doctorName} · P.IVA {fiscalDetails.vatNumber} · C.F. {fiscalDetails.fiscalCode}
            <br />
            {fiscalDetails.register} · Sede: {fiscalDetails.registeredOffice}
          </p>
          <ul className={styles.legal}>
            <li>
              <a href={site.legal.privacy}>Privacy Policy</a>
            </li>
            <li>
              <a href={site.legal.cookie}>Cookie Policy</a>
            </li>
            <li>
              <a href={site.legal.terms}>Termini e Condizioni</a>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
