// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { SectionId } from '../content/sections';
import { renderLanding, scrolledTo, stubFarFromViewport, stubLayout } from '../testing';
import LandingPage from './LandingPage';

beforeEach(() => {
  stubLayout();
  stubFarFromViewport();
});
afterEach(cleanup);

/** The page as a visitor opens it, once the sections below the first screen have rendered. */
async function openLanding() {
  renderLanding(<LandingPage />);
  await screen.findByText('Prenota la Tua Consulenza');
}

const section = (id: SectionId) => document.getElementById(id)!;

/** The section was scrolled to, and its heading has the focus (docs: scrollToSection). */
function expectSectionReached(id: SectionId) {
  expect(scrolledTo.at(-1)).toBe(id);
  expect(document.activeElement).toBe(section(id).querySelector('[data-section-heading]'));
}

const studioService = (name: string) =>
  within(section('servizi'))
    .getAllByRole('article')
    .find((article) => article.textContent!.includes(name))!;

describe('LandingPage', () => {
  it('the calls to action reach their sections', async () => {
    await openLanding();
    for (const [name, id] of [
      ['Scopri la Mia Storia', 'storia'],
      ['Contattami', 'contatti'],
      ['Prenota Consulenza', 'contatti'],
      ['Inizia il Tuo Percorso', 'contatti'],
    ] as const) {
      fireEvent.click(screen.getByText(name, { selector: 'button' }));
      expectSectionReached(id);
    }
  });

  it('“Prenota Ora” on a studio service reaches the form with that consultation chosen', async () => {
    await openLanding();
    const consultationType = screen.getByLabelText<HTMLSelectElement>('Tipo di consulenza');
    await act(async () => fireEvent.click(within(studioService('Controllo Mensile')).getByRole('button', { name: 'Prenota Ora' })));
    expectSectionReached('contatti');
    expect(consultationType.value).toBe('controllo-mensile');
    await act(async () => fireEvent.click(within(studioService('Prima Consulenza')).getByRole('button', { name: 'Prenota Ora' })));
    expect(consultationType.value).toBe('prima-consulenza');
  });

  it('states the practice’s figures and links the external reviews in a new tab', async () => {
    await openLanding();
    for (const claim of ['500+', '10+', '4.9/5']) expect(section('home').textContent).toContain(claim);
    const main = document.querySelector('main')!;
    for (const claim of ['24+', '98%', '6 giorni su 7', 'ogni 2 settimane']) expect(main.textContent).toContain(claim);
    const reviews = screen.getByText(/oltre 180 recensioni a 5 stelle/).closest('a')!;
    expect(reviews.getAttribute('target')).toBe('_blank');
    expect(reviews.getAttribute('rel')).toMatch(/noopener/);
  });

  it('shows the studio services, the three IBS mistakes and both specializations', async () => {
    await openLanding();
    expect(studioService('Prima Consulenza').textContent).toMatch(/100\s€.*60 minuti/);
    expect(studioService('Controllo Mensile').textContent).toMatch(/60\s€.*30 minuti/);
    const mistakes = within(section('cosa-posso-fare'))
      .getAllByRole('listitem')
      .filter((item) => item.textContent!.includes('Il problema'));
    expect(mistakes).toHaveLength(3);
    for (const [index, mistake] of mistakes.entries()) {
      expect(mistake.textContent).toContain(String(index + 1));
      expect(mistake.textContent).toContain('La soluzione');
    }
    expect(section('specializzazioni').textContent).toContain('(IBS)');
    expect(section('specializzazioni').textContent).toContain('(PCOS)');
  });

  it('the contact section and the footer give studios, hours, contacts and fiscal data', async () => {
    await openLanding();
    const contact = within(section('contatti'));
    expect(contact.getAllByText(/^Studio /)).toHaveLength(6);
    for (const hours of ['9:00 – 19:00', '9:00 – 13:00', 'Chiuso']) expect(section('contatti').textContent).toContain(hours);
    expect(contact.getByRole('link', { name: /\+39/ }).getAttribute('href')).toMatch(/^tel:\+39/);
    expect(contact.getByRole('link', { name: /Instagram/ }).getAttribute('target')).toBe('_blank');

    const footer = within(document.querySelector('footer')!);
    expect(document.querySelector('footer')!.textContent).toContain('P.IVA');
    // The legal pages are pages of their own (e2e/accounts.spec.ts opens /privacy).
    expect(
      ['Privacy Policy', 'Cookie Policy', 'Termini e Condizioni'].map((name) => footer.getByRole('link', { name }).getAttribute('href')),
    ).toEqual(['/privacy', '/cookie', '/termini']);
    // The footer's section links scroll like the navigation instead of jumping.
    const followed = fireEvent.click(footer.getByRole('link', { name: 'Specializzazioni' }));
    expect(followed).toBe(false);
    expectSectionReached('specializzazioni');
  });
});
