// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { testOrderView } from '../lib/testOrders';
import { InvoiceDetailsDialog } from './InvoiceDetailsDialog';

afterEach(cleanup);

/** The value a description list gives a label. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('InvoiceDetailsDialog', () => {
  it('shows the city under "Città" and the postal code under "CAP", each on its own', () => {
    renderWithData(
      <InvoiceDetailsDialog order={testOrderView({ billingPostalCode: '00183', billingCity: 'Roma' })} onClose={() => undefined} />,
      {},
    );
    expect(valueOf('Città')).toBe('Roma');
    expect(valueOf('CAP')).toBe('00183');
  });
});
