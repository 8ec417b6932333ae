// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderLanding } from '../testing';
import { ContactForm } from './ContactForm';

const REQUIRED_MESSAGES = [
  'Inserisci il tuo nome',
  'Inserisci il tuo cognome',
  'Inserisci la tua email',
  'Inserisci il tuo numero di telefono',
];
const PRIVACY_MESSAGE = "Devi accettare l'informativa sulla privacy per inviare la richiesta";

afterEach(cleanup);

/** The form as the contact section shows it; counts the requests it sends. */
function renderForm() {
  const posts: string[] = [];
  renderLanding(<ContactForm booking={null} />, (url, init) => {
    if (init?.method === 'POST') posts.push(url);
  });
  return { posts, form: within(screen.getByRole('form', { name: 'Richiesta di consulenza' })) };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const privacyBox = () => screen.getByRole('checkbox', { name: /informativa sulla privacy/ });

function fillForm(email: string) {
  type('Nome', 'Lucia');
  type('Cognome', 'Neri');
  type('Email', email);
  type('Telefono', '+39 347 555 0101');
  type('Tipo di consulenza', 'consulenza-pcos');
  type('Messaggio', 'Ho la PCOS da due anni e vorrei un piano alimentare.');
}

/** What a screen reader reads after the field's name: its aria-describedby texts. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

const send = (form: ReturnType<typeof renderForm>['form']) =>
  act(async () => fireEvent.click(form.getByRole('button', { name: 'Invia Richiesta' })));

describe('ContactForm', () => {
  it('an empty form shows the required-field errors under their fields and sends nothing', async () => {
    const { posts, form } = renderForm();
    await send(form);
    for (const message of [...REQUIRED_MESSAGES, PRIVACY_MESSAGE]) expect(await form.findByText(message)).toBeTruthy();
    // Each message is tied to its field, and the first field with an error takes the focus.
    expect(description(field('Nome'))).toBe('Inserisci il tuo nome');
    expect(field('Nome').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Nome'));
    // Typing clears the message of the field that is now right.
    type('Nome', 'Lucia');
    await waitFor(() => expect(form.queryByText('Inserisci il tuo nome')).toBeNull());
    expect(form.getByText('Inserisci il tuo cognome')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('an unchecked privacy box is refused and nothing is sent', async () => {
    const { posts, form } = renderForm();
    fillForm('lucia.neri@prova.test');
    await send(form);
    expect(await form.findByText(PRIVACY_MESSAGE)).toBeTruthy();
    for (const message of REQUIRED_MESSAGES) expect(form.queryByText(message)).toBeNull();
    expect(document.activeElement).toBe(privacyBox());
    expect(posts).toEqual([]);
  });

  it('an e-mail that is not one is refused', async () => {
    const { posts, form } = renderForm();
    fillForm('lucia.neri@');
    fireEvent.click(privacyBox());
    await send(form);
    expect(await form.findByText('Inserisci un indirizzo email valido')).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));
    expect(posts).toEqual([]);
  });
});
