// @vitest-environment jsdom
import type { MessageView } from '@app/schemas/messages/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { MessageThread } from './MessageThread';

afterEach(cleanup);

const message = (id: string, text: string, extra: Partial<MessageView> = {}): MessageView => ({
  id,
  text,
  from: 'patient',
  createdAt: '2026-11-20T10:30:00.000Z',
  readAt: null,
  ...extra,
});

describe('MessageThread', () => {
  it("ends with one's messages waiting on the phone, marked 'In attesa di invio' instead of 'Inviato'", () => {
    render(
      <MessageThread
        pages={[[message('b', 'Inviato e letto', { readAt: '2026-11-20T11:00:00.000Z' }), message('a', 'Inviato')]]}
        pending={[message('c', 'Scritto senza rete')]}
        me="patient"
        hasOlder={false}
        onOlder={() => undefined}
        loadingOlder={false}
      />,
    );
    const bubbles = screen.getAllByTestId('message');
    expect(bubbles.map((bubble) => within(bubble).getByTestId('read-receipt').textContent)).toEqual([
      ' · Inviato',
      ' · Letto alle 12:00',
      ' · In attesa di invio',
    ]);
    expect(bubbles.map((bubble) => bubble.getAttribute('data-pending'))).toEqual([null, null, 'true']);
  });

  it('shows a thread of pending messages alone, not the empty note', () => {
    render(
      <MessageThread
        pages={[]}
        pending={[message('c', 'Primo, offline')]}
        me="patient"
        hasOlder={false}
        onOlder={() => undefined}
        loadingOlder={false}
      />,
    );
    expect(screen.queryByText('Ancora nessun messaggio.')).toBeNull();
    expect(screen.getByText('Primo, offline')).toBeTruthy();
  });
});
