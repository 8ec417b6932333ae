// @vitest-environment happy-dom
import { IBS_SSS_WORDING } from '@app/schemas/carePlan/ibsSssWording';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithData } from '../../shared/lib/testing';
import { IbsSssCard } from './IbsSssCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('IbsSssCard', () => {
  it('asks the questions without the note on their wording, which is the doctor’s', async () => {
    renderWithData(<IbsSssCard />, {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Compila il questionario' })));
    expect(screen.getByRole('dialog', { name: IBS_SSS_WORDING.title })).toBeTruthy();
    expect(screen.queryByText(IBS_SSS_WORDING.notice)).toBeNull();
  });
});
