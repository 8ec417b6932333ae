// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { testPatient } from '../../carePlan/lib/testPatients';
import { renderWithData } from '../../shared/lib/testing';
import NewAppointmentDialog from './NewAppointmentDialog';

const patient = (id: string, firstName: string, lastName: string, email: string) => testPatient({ id, firstName, lastName, email });

afterEach(cleanup);

const optionTexts = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('Nuovo appuntamento', () => {
  it('searches every member as the Pazienti list does, and tells apart patients of the same name by their e-mail', async () => {
    renderWithData(<NewAppointmentDialog onClose={() => undefined} />, {
      '/api/admin/patients?all=1&limit=20': [patient('p0', 'Anna', 'Recente', 'anna@example.com')],
      '/api/admin/patients?q=Giulia&all=1&limit=20': [
        patient('p1', 'Giulia', 'Bianchi', 'giulia.b@example.com'),
        patient('p2', 'Giulia', 'Bianchi', 'gbianchi@example.com'),
        patient('p3', '', '', 'giulia.senza.nome@example.com'),
      ],
    });
    const picker = await screen.findByRole('combobox', { name: 'Paziente' });
    // Focused, as a tap leaves it: MUI puts back the chosen label in a field without focus.
    act(() => picker.focus());
    fireEvent.mouseDown(picker);
    expect(await optionTexts()).toEqual(['Anna Recente · anna@example.com']);
    fireEvent.change(picker, { target: { value: 'Giulia' } });
    expect(await screen.findByRole('option', { name: 'Giulia Bianchi · gbianchi@example.com' })).toBeTruthy();
    expect(await optionTexts()).toEqual([
      'Giulia Bianchi · giulia.b@example.com',
      'Giulia Bianchi · gbianchi@example.com',
      'giulia.senza.nome@example.com',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Giulia Bianchi · gbianchi@example.com' }));
    expect((picker as HTMLInputElement).value).toBe('Giulia Bianchi · gbianchi@example.com');
  });

  it('opens with the patient already chosen when it is given one', async () => {
    renderWithData(
      <NewAppointmentDialog onClose={() => undefined} patient={patient('p9', 'Nicolò', 'De Santis', 'nicolo@example.com')} />,
      { '/api/admin/patients?all=1&limit=20': [] },
    );
    const picker = (await screen.findByRole('combobox', { name: 'Paziente' })) as HTMLInputElement;
    expect(picker.value).toBe('Nicolò De Santis · nicolo@example.com');
  });
});
