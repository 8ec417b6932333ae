import type { SectionId } from '../content/sections';

const WAIT_FOR_SECTION_MS = 3000;

/**
 * Scrolls smoothly to a section of the landing page (instantly for people who ask for reduced
 * motion) and moves the keyboard focus to its heading, so keyboard and screen-reader users land
 * where sighted users look. Sections keep clear of the fixed bar with `scroll-margin-top`.
 * The sections below the first screen render a moment after it: a press in that moment waits
 * for its section.
 */
export function scrollToSection(id: SectionId, deadline = performance.now() + WAIT_FOR_SECTION_MS) {
  const section = document.getElementById(id);
  if (!section) {
    if (performance.now() < deadline) requestAnimationFrame(() => scrollToSection(id, deadline));
    return;
  }
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  const target = section.querySelector<HTMLElement>('[data-section-heading]') ?? section;
  target.focus({ preventScroll: true });
}
