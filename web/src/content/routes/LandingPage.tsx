import { fontFamily, palette } from '@app/schemas/shared/palette';
import { type CSSProperties, useDeferredValue, useEffect, useRef, useState } from 'react';

import { site } from '../../shared/site';
import type { BookingRequest } from '../components/ContactForm';
import { ContactSection } from '../components/ContactSection';
import { HeroSection } from '../components/HeroSection';
import { IbsMistakesSection } from '../components/IbsMistakesSection';
import { LandingFooter } from '../components/LandingFooter';
import { LandingNav } from '../components/LandingNav';
import { ServicesSection } from '../components/ServicesSection';
import { SpecializationsSection } from '../components/SpecializationsSection';
import { StorySection } from '../components/StorySection';
import { TestimonialsSection } from '../components/TestimonialsSection';
import { NAV_SECTIONS, type SectionId } from '../content/sections';
import { scrollToSection } from '../lib/scrollToSection';
import styles from './LandingPage.module.css';

// The page is plain React and CSS modules, without MUI: it is in the entry chunk and every
// visitor downloads it. Its colours are the theme's, passed as CSS variables.
const themeVariables = {
  '--primary': palette.primary,
  '--primary-dark': palette.primaryDark,
  '--primary-light': palette.primaryLight,
  '--secondary': palette.secondary,
  '--sand': palette.sand,
  '--bg': palette.background,
  '--paper': palette.paper,
  '--text': palette.text,
  '--text-secondary': palette.textSecondary,
  '--error': palette.error,
  '--focus': palette.primaryDark,
  '--font': fontFamily,
} as CSSProperties;

// The build prerenders the whole page into index.html (prerender.tsx) and the client takes that HTML
// over as it is: both render every section at once. Only a page rendered in the browser from
// nothing (a member who signs out, Vite's dev server) defers the sections below the first screen.
const prerendered = typeof document === 'undefined' || Boolean(document.getElementById('landing')?.firstElementChild);

const isSectionId = (value: string): value is SectionId => NAV_SECTIONS.some((section) => section.id === value);

/** The public landing page (/ for visitors): docs/product.md (Screens), sections in page order. */
export default function LandingPage() {
  const [booking, setBooking] = useState<BookingRequest | null>(null);
  // The first screen renders at once; the sections below it in a second, interruptible render, so
  // no long task keeps a phone's main thread busy while the page appears.
  const belowTheFold = useDeferredValue(true, prerendered);

  const pageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    document.title = site.seo.title;
    // The prerendered HTML shows before the app has taken it over: this marks the moment the page
    // answers taps (the browser tests wait for it).
    pageRef.current?.setAttribute('data-interactive', '');
  }, []);

  useEffect(() => {
    // A link such as /#contatti from another page lands on its section.
    const hash = decodeURIComponent(window.location.hash.slice(1));
    if (belowTheFold && isSectionId(hash)) scrollToSection(hash);
  }, [belowTheFold]);

  return (
    <div ref={pageRef} className={styles.page} style={themeVariables}>
      <a className={styles.skipLink} href="#contenuto">
        Vai al contenuto
      </a>
      <LandingNav />
      <main id="contenuto" tabIndex={-1}>
        <HeroSection />
        {belowTheFold && (
          <>
            <StorySection />
            <IbsMistakesSection />
            <ServicesSection onBook={(consultationType) => setBooking({ consultationType })} />
            <SpecializationsSection />
            <TestimonialsSection />
            <ContactSection booking={booking} />
          </>
        )}
      </main>
      {belowTheFold && <LandingFooter />}
    </div>
  );
}
