// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { NAV_SECTIONS } from '../content/sections';
import LandingPage from '../routes/LandingPage';
import { renderLanding, scrolledTo, stubFarFromViewport, stubLayout } from '../testing';
import { LandingNav } from './LandingNav';

beforeEach(stubLayout);
afterEach(cleanup);

const navigation = () => screen.getByRole('navigation', { name: 'Sezioni della pagina' });

const menu = () => document.getElementById('menu-sezioni')!;

/** The whole page, so that the menu's choices have their sections to reach. */
async function openLanding() {
  stubFarFromViewport();
  renderLanding(<LandingPage />);
  await screen.findByText('Prenota la Tua Consulenza');
}

describe('LandingNav', () => {
  it('the menu toggle opens the list of the sections, which closes after a choice and reaches it', async () => {
    await openLanding();
    // Found once: role queries over the whole page are slow in jsdom.
    const nav = navigation();
    const toggle = within(nav).getByRole('button', { name: 'Apri il menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(menu().hidden).toBe(true);

    for (const { id, label } of [NAV_SECTIONS[3], NAV_SECTIONS[5], NAV_SECTIONS[1]]) {
      fireEvent.click(within(nav).getByRole('button', { name: /menu/ }));
      expect(within(nav).getByRole('button', { name: 'Chiudi il menu' }).getAttribute('aria-expanded')).toBe('true');
      expect(menu().hidden).toBe(false);
      expect(
        within(menu())
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(NAV_SECTIONS.map((section) => section.label));
      await act(async () => fireEvent.click(within(menu()).getByRole('button', { name: label })));
      expect(menu().hidden).toBe(true);
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      // The section is scrolled to and its heading takes the focus (keyboard and screen readers land there).
      expect(scrolledTo.at(-1)).toBe(id);
      expect(document.activeElement).toBe(document.getElementById(id)!.querySelector('[data-section-heading]'));
    }
    expect(document.activeElement?.id).toBe('storia-title');
  });

  it("offers the patients' area in the phone menu and in the bar", () => {
    render(<LandingNav />);
    fireEvent.click(within(navigation()).getByRole('button', { name: 'Apri il menu' }));
    expect(within(menu()).getByRole('link', { name: 'Area pazienti' }).getAttribute('href')).toBe('/login');
    expect(within(navigation()).getAllByRole('link', { name: 'Area pazienti' })).toHaveLength(2);
  });

  it('Escape closes the menu and gives the focus back to the toggle', () => {
    render(<LandingNav />);
    fireEvent.click(within(navigation()).getByRole('button', { name: 'Apri il menu' }));
    expect(menu().hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu().hidden).toBe(true);
    expect(document.activeElement).toBe(within(navigation()).getByRole('button', { name: 'Apri il menu' }));
  });
});
