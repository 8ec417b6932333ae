// Swiper initializes its carousel in jsdom, not in happy-dom.
// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { endTransition, renderLanding, stubFarFromViewport, stubLayout } from '../testing';
import { TestimonialsSection } from './TestimonialsSection';

const FIRST = 'Giulia M.';
const SECOND = 'Marco R.';
const LAST = 'Teresa M.';

/** The name on the first testimonial in view (Swiper's active slide). */
const active = () => document.querySelector('.swiper-slide-active cite')?.textContent;
// Swiper loads lazily: its first import in jsdom can take a while on a busy machine.
const LOADING = { timeout: 10_000 };

beforeEach(stubLayout);
afterEach(cleanup);

async function openCarousel() {
  renderLanding(<TestimonialsSection />);
  await waitFor(() => expect(document.querySelector('.swiper-initialized')).not.toBeNull(), LOADING);
  expect(document.querySelectorAll('.swiper-slide')).toHaveLength(24);
}

/** Presses an arrow; the slide's transition then ends, as it does in a browser. */
async function press(name: 'Testimonianza precedente' | 'Testimonianza successiva') {
  await act(async () => fireEvent.click(screen.getByRole('button', { name })));
  endTransition();
}

describe('the testimonials carousel', () => {
  it('starts at the first testimonial and loops both ways', async () => {
    await openCarousel();
    expect(active()).toBe(FIRST);
    expect(screen.getByText('1 / 24')).toBeTruthy();

    // Previous from the first shows the last one.
    await press('Testimonianza precedente');
    expect(active()).toBe(LAST);
    expect(screen.getByText('24 / 24')).toBeTruthy();

    // Next from the last returns to the first.
    await press('Testimonianza successiva');
    expect(active()).toBe(FIRST);
    expect(screen.getByText('1 / 24')).toBeTruthy();
  });

  it('an arrow pressed before the carousel has loaded still moves it', async () => {
    // The section is far from the viewport: Swiper is not loaded until the press.
    stubFarFromViewport();
    renderLanding(<TestimonialsSection />);
    expect(document.querySelector('.swiper')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Testimonianza successiva' }));
    await waitFor(() => expect(active()).toBe(SECOND), LOADING);
    expect(screen.getByText('2 / 24')).toBeTruthy();
  });

  it('its arrows are native buttons, next right after previous for the keyboard, and each moves it', async () => {
    await openCarousel();
    const previous = screen.getByRole('button', { name: 'Testimonianza precedente' });
    const next = screen.getByRole('button', { name: 'Testimonianza successiva' });
    // Plain buttons: Enter and Space press them, and Shift+Tab from next reaches previous.
    for (const arrow of [previous, next]) expect([arrow.tagName, arrow.getAttribute('type')]).toEqual(['BUTTON', 'button']);
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable.indexOf(next) - tabbable.indexOf(previous)).toBe(1);

    await press('Testimonianza successiva');
    expect(active()).toBe(SECOND);
    await press('Testimonianza precedente');
    expect(active()).toBe(FIRST);
  });
});
