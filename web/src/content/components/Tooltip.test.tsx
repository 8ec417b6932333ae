// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CarouselArrow } from './CarouselArrow';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The carousel's two arrows as the testimonials section lays them out, beside its heading. */
function renderArrows() {
  render(
    <>
      <h2>Cosa Dicono i Miei Pazienti</h2>
      <CarouselArrow direction="previous" onPress={() => undefined} />
      <CarouselArrow direction="next" onPress={() => undefined} />
    </>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const tooltip = (name: string) => screen.queryByRole('tooltip', { name });
// The tooltip listens on the span around its button: the mouse enters and leaves that.
const hover = (name: string) => fireEvent.pointerEnter(button(name).parentElement!, { pointerType: 'mouse' });
const leave = (name: string) => fireEvent.pointerLeave(button(name).parentElement!, { pointerType: 'mouse' });
const runFor = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Tooltip', () => {
  it('opens after 700 ms of hover, and at once within 300 ms of another closing', () => {
    renderArrows();

    hover('Testimonianza successiva');
    runFor(650);
    expect(tooltip('Testimonianza successiva')).toBeNull();
    runFor(100);
    expect(tooltip('Testimonianza successiva')).not.toBeNull();

    // Straight on to the neighbour: its tooltip opens without a new wait.
    leave('Testimonianza successiva');
    hover('Testimonianza precedente');
    expect(tooltip('Testimonianza precedente')).not.toBeNull();
    expect(tooltip('Testimonianza successiva')).toBeNull();

    // After more than 300 ms elsewhere (on the heading) the full delay applies again.
    leave('Testimonianza precedente');
    runFor(400);
    hover('Testimonianza successiva');
    runFor(300);
    expect(tooltip('Testimonianza successiva')).toBeNull();
    runFor(450);
    expect(tooltip('Testimonianza successiva')).not.toBeNull();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryAllByRole('tooltip')).toEqual([]);
  });
});
