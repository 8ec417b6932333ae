// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { DIGITAL_SERVICES } from '../content/digitalServices';
import { DigitalServiceCard } from './DigitalServiceCard';

afterEach(cleanup);

describe('DigitalServiceCard', () => {
  it.each(DIGITAL_SERVICES.map((service) => [service.title, service] as const))(
    'its link reads "Scopri di più su %s" to a screen reader',
    (title, service) => {
      render(
        <MemoryRouter>
          <DigitalServiceCard service={service} priceCents={undefined} />
        </MemoryRouter>,
      );
      expect(screen.getByRole('link', { name: `Scopri di più su ${title}` })).toBeTruthy();
    },
  );
});
