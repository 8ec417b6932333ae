// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { NavList } from './NavList';

const MEMBER = { isAdmin: false, isDoctor: false };
const ADMIN = { isAdmin: true, isDoctor: false };
const DOCTOR = { isAdmin: false, isDoctor: true };
const DEMO_ADMIN = { isAdmin: true, isDoctor: true };

function renderAt(pathname: string, roles = MEMBER) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavList roles={roles} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Navigazione principale' }));
}

/** The links marked as the current page, by name. */
const currentLinks = (nav: ReturnType<typeof renderAt>) =>
  nav
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

afterEach(cleanup);

describe("the members' navigation (docs/product.md, Screens)", () => {
  it('shows a member every area but the admin one, each link leading to its page', () => {
    const nav = renderAt('/community');
    expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Corsi' }).getAttribute('href')).toBe('/classroom');
    expect(nav.getByRole('link', { name: 'I Miei Servizi' }).getAttribute('href')).toBe('/my-services');
  });

  it("gives admins the Admin link, current on every admin section's address", () => {
    const nav = renderAt('/admin/registro', ADMIN);
    expect(nav.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(currentLinks(nav)).toEqual(['Admin']);
  });

  it("gives the doctor her practice in one tap (agenda, patients, their messages) instead of a patient's own diary, plan and messages", () => {
    const nav = renderAt('/admin/agenda', DOCTOR);
    const practice = within(screen.getByRole('list', { name: 'Lo studio' }));
    expect(practice.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Agenda', '/admin/agenda'],
      ['Pazienti', '/admin/pazienti'],
      ['Messaggi dei pazienti', '/admin/messaggi'],
    ]);
    for (const own of ['Diario', 'Piano', 'Messaggi']) expect(nav.queryByRole('link', { name: own })).toBeNull();
    expect(currentLinks(nav)).toEqual(['Agenda']);
  });

  it('gives the demo admin, doctor and admin, the orders, the analytics and the admin area too, the most specific item current', () => {
    const nav = renderAt('/admin/ordini', DEMO_ADMIN);
    expect(nav.getByRole('link', { name: 'Ordini' }).getAttribute('href')).toBe('/admin/ordini');
    expect(nav.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/analytics');
    expect(currentLinks(nav)).toEqual(['Ordini']);
    cleanup();
    const member = renderAt('/community');
    expect(screen.queryByRole('list', { name: 'Lo studio' })).toBeNull();
    expect(member.queryByRole('link', { name: 'Agenda' })).toBeNull();
  });

  it('marks the Dashboard current on the home page only, the other items on their pages below too', () => {
    expect(currentLinks(renderAt('/'))).toEqual(['Dashboard']);
    cleanup();
    expect(currentLinks(renderAt('/classroom/corso-1'))).toEqual(['Corsi']);
    cleanup();
    expect(currentLinks(renderAt('/my-services'))).toEqual(['I Miei Servizi']);
  });
});
