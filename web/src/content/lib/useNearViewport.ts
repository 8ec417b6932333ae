import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and from then on): lets a heavy
 * part of the page load only when the visitor is about to see it.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '800px'): boolean {
  // Without IntersectionObserver (very old browsers) the part loads at once.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && !('IntersectionObserver' in window));
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
