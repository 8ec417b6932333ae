import { useEffect, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport (and stays true once it has): a
 * heavy part far down a page (a chart and its library) is mounted when the reader nears it, not
 * with the page's first render. Without IntersectionObserver it is near at once. Returns the ref
 * to put on the element and the answer.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
