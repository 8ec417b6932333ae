// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { type Column, DataTable } from './DataTable';

interface Row {
  id: string;
  name: string;
  amount: string;
}
const columns: Column<Row>[] = [
  { header: 'Cliente', cell: (row) => row.name },
  { header: 'Importo', cell: (row) => row.amount },
];
const rows: Row[] = [
  { id: 'a', name: 'Giulia Bianchi', amount: '100,00 €' },
  { id: 'b', name: 'Marta Conti', amount: '60,00 €' },
];

/** A screen `width` px wide, as the browser's media queries see it. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) : false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    };
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the admin lists', () => {
  it('are cards on a 390 px phone, each value beside its column’s name, with no table to scroll sideways', () => {
    screenOf(390);
    render(<DataTable label="Ordini" columns={columns} rows={rows} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Ordini' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const terms = within(cards[1]!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(cards[1]!)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Cliente', 'Importo']);
    expect(values).toEqual(['Marta Conti', '60,00 €']);
  });

  it('are a table from tablet width up', () => {
    screenOf(1024);
    render(<DataTable label="Ordini" columns={columns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Ordini' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
