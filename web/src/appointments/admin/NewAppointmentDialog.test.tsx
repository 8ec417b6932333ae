// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { testPatient } from '../../carePlan/lib/testPatients';
import { renderWithData } from '../../shared/lib/testing';
import NewAppointmentDialog from './NewAppointmentDialog';

const patient = (id: string, firstName: string, lastName: string, email: string) => testPatient({ id, firstName, lastName, email });

afterEach(cleanup);

describe('Nuovo appuntamento', () => {
  it('tells apart patients of the same name by their e-mail, and names one without a name by it', async () => {
    renderWithData(<NewAppointmentDialog onClose={() => undefined} />, {
      '/api/admin/patients': [
        patient('p1', 'Giulia', 'Bianchi', 'giulia.b@example.com'),
        patient('p2', 'Giulia', 'Bianchi', 'gbianchi@example.com'),
        patient('p3', '', '', 'senza.nome@example.com'),
      ],
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Paziente' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Giulia Bianchi · giulia.b@example.com',
      'Giulia Bianchi · gbianchi@example.com',
      'senza.nome@example.com',
    ]);
  });
});
