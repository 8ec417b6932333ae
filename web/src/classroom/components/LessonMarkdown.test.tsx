// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import LessonContent from './LessonMarkdown';

afterEach(cleanup);

describe('LessonMarkdown', () => {
  it('renders Markdown, with links opening in a new tab', () => {
    const { container } = render(
      <LessonContent content={'## Sintomi\n\n- **gonfiore**\n- dolore\n\n[Guida](https://example.com/guida)'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Sintomi');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('strong')?.textContent).toBe('gonfiore');
    const link = container.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/guida');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('never turns raw HTML or script links into elements', () => {
    const { container } = render(
      <LessonContent
        content={'<img src="x" onerror="alert(1)"> <script>alert(2)</script> <b>grassetto</b>\n\n[clic](javascript:alert(3))'}
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript:');
  });
});
