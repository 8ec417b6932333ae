import { useEffect, useRef, useState } from 'react';

import { site } from '../../shared/site';
import { NAV_SECTIONS, type SectionId } from '../content/sections';
import { scrollToSection } from '../lib/scrollToSection';
import { Icon } from './Icon';
import styles from './LandingNav.module.css';
import { Tooltip } from './Tooltip';
import ui from './ui.module.css';

const MENU_ID = 'menu-sezioni';
/** The members' way in: a plain link, so the landing page loads none of the app's code before it is pressed. */
const MEMBERS_AREA = { href: '/login', label: 'Area pazienti' } as const;

/**
 * The fixed top bar: the doctor's name, a button per section (Contatti highlighted) and the link to
 * the patients' area. Below 960 px they move into a vertical menu behind a toggle; choosing one closes it.
 */
export function LandingNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const go = (id: SectionId) => {
    setMenuOpen(false);
    scrollToSection(id);
  };

  return (
    <header className={styles.bar}>
      <nav aria-label="Sezioni della pagina">
        <div className={`${ui.container} ${styles.inner}`}>
          <button type="button" className={styles.brand} onClick={() => go('home')}>
            <span className={styles.brandName}>{site.doctorName}</span>
            <span className={styles.brandTitle}>{site.title}</span>
          </button>
          <ul className={styles.links}>
            {NAV_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <button type="button" className={id === 'contatti' ? styles.highlight : styles.link} onClick={() => go(id)}>
                  {label}
                </button>
              </li>
            ))}
            <li>
              <a className={styles.link} href={MEMBERS_AREA.href}>
                {MEMBERS_AREA.label}
              </a>
            </li>
          </ul>
          <span className={styles.toggleArea}>
            <Tooltip label={menuOpen ? 'Chiudi il menu' : 'Apri il menu'} placement="below-end">
              <button
                ref={toggleRef}
                type="button"
                className={styles.toggle}
                aria-label={menuOpen ? 'Chiudi il menu' : 'Apri il menu'}
                aria-expanded={menuOpen}
                aria-controls={MENU_ID}
                onClick={() => setMenuOpen((open) => !open)}
              >
                <Icon name={menuOpen ? 'close' : 'menu'} size={28} />
              </button>
            </Tooltip>
          </span>
        </div>
        <div id={MENU_ID} className={styles.menu} hidden={!menuOpen}>
          <ul className={ui.container}>
            {NAV_SECTIONS.map(({ id, label }) => (
              <li key={id}>
                <button type="button" className={id === 'contatti' ? styles.menuHighlight : styles.menuLink} onClick={() => go(id)}>
                  {label}
                </button>
              </li>
            ))}
            <li>
              <a className={styles.menuLink} href={MEMBERS_AREA.href}>
                {MEMBERS_AREA.label}
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
