// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { MessageText } from './MessageText';

afterEach(cleanup);

describe('MessageText', () => {
  it('shows web addresses as links that open in a new tab, without the sentence’s punctuation', () => {
    const { container } = render(<MessageText text="Leggi https://example.com/guida?x=1. Poi www.monashfodmap.com, grazie" />);
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/guida?x=1', 'https://www.monashfodmap.com']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(container.textContent).toBe('Leggi https://example.com/guida?x=1. Poi www.monashfodmap.com, grazie');
  });

  it('shows HTML as text, never as elements, and no javascript: link', () => {
    const { container } = render(<MessageText text={'<b>ciao</b> <img src=x onerror=alert(1)> javascript:alert(1)'} />);
    expect(container.querySelector('b, img, script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('<b>ciao</b> <img src=x onerror=alert(1)> javascript:alert(1)');
  });
});
