// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import SlotPicker from './SlotPicker';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-27T09:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the slot picker', () => {
  it('names the chosen day in Italian', async () => {
    renderWithData(<SlotPicker serviceId="controllo-mensile" value={null} onChange={() => undefined} />, { '/api/locations': [] });
    expect(await screen.findByText('Orari liberi di sabato 28 novembre:')).toBeTruthy();
  });
});
