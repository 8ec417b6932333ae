import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): a
 * heavy part far down a page (a chart and its library, the landing page's carousel) is mounted
 * when the reader nears it, not with the page's first render. Without IntersectionObserver (very
 * old browsers) it is near at once; in the prerender (no window) it is not, so the prerendered HTML
 * holds only the place. Returns the ref to put on the element and the answer.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, margin]);
  return [setElement, near];
}
