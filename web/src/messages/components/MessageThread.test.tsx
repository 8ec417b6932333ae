// @vitest-environment happy-dom
import type { MessageView } from '@app/schemas/messages/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { MessageThread } from './MessageThread';

const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockReset();
  // jsdom's elements have no scrollIntoView: record which element was brought into view.
  Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled(this, options);
  };
});
afterEach(() => {
  cleanup();
  // @ts-expect-error -- jsdom's elements have no scrollIntoView of their own.
  delete Element.prototype.scrollIntoView;
});

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

describe('MessageThread scrolling', () => {
  const older = [message('b', 'Risposta', { from: 'doctor' }), message('a', 'Domanda')];
  const thread = (pages: MessageView[][], pending: MessageView[] = []) => (
    <MessageThread pages={pages} pending={pending} me="patient" hasOlder={false} onOlder={() => undefined} loadingOlder={false}>
      <label>
        Scrivi un messaggio
        <textarea />
      </label>
    </MessageThread>
  );
  /** The element last brought into view lies after the composer: the end of the thread. */
  const endInView = () => {
    const [element, options] = scrolled.mock.lastCall as [Element, ScrollIntoViewOptions];
    const composer = screen.getByLabelText('Scrivi un messaggio');
    expect(composer.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(options).toEqual({ block: 'end' });
  };

  it('opens at the newest message, with the composer in view', () => {
    render(thread([older]));
    expect(scrolled).toHaveBeenCalledTimes(1);
    endInView();
  });

  it("scrolls to one's own message once sent, and to a message waiting offline", () => {
    const { rerender } = render(thread([older]));
    rerender(thread([[message('c', 'Appena inviato'), ...older]]));
    expect(scrolled).toHaveBeenCalledTimes(2);
    endInView();
    rerender(thread([[message('c', 'Appena inviato'), ...older]], [message('d', 'Senza rete')]));
    expect(scrolled).toHaveBeenCalledTimes(3);
  });

  it("moves nothing for the other side's new message or older pages", () => {
    const { rerender } = render(thread([older]));
    rerender(thread([[message('c', 'Nuova risposta', { from: 'doctor' }), ...older]]));
    rerender(thread([[message('c', 'Nuova risposta', { from: 'doctor' }), ...older], [message('z', 'Vecchio')]]));
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
