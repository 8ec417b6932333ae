// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { NavList } from './NavList';

function renderAt(pathname: string, isAdmin: boolean) {
  render(
    <MemoryRouter initialEntries={[pathname]}>
      <NavList isAdmin={isAdmin} />
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
    const nav = renderAt('/community', false);
    expect(nav.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Corsi' }).getAttribute('href')).toBe('/classroom');
    expect(nav.getByRole('link', { name: 'I Miei Servizi' }).getAttribute('href')).toBe('/my-services');
  });

  it("gives admins the Admin link, current on every admin section's address", () => {
    const nav = renderAt('/admin/ordini', true);
    expect(nav.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
    expect(currentLinks(nav)).toEqual(['Admin']);
  });

  it('marks the Dashboard current on the home page only, the other items on their pages below too', () => {
    expect(currentLinks(renderAt('/', false))).toEqual(['Dashboard']);
    cleanup();
    expect(currentLinks(renderAt('/classroom/corso-1', false))).toEqual(['Corsi']);
    cleanup();
    expect(currentLinks(renderAt('/my-services', false))).toEqual(['I Miei Servizi']);
  });
});
