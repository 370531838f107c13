import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is near the viewport, or after a short idle delay at the latest. The home
 * page's Dexie-backed sections wait for it, so IndexedDB code is not part of the first paint of `/`
 * (design §10) yet still loads on its own for a reader who does not scroll.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '400px', maxDelayMs = 1500 } = {},
): boolean {
  // Without IntersectionObserver (old browsers, jsdom) there is nothing to wait for.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    const reveal = () => setNear(true);
    const timer = window.setTimeout(reveal, maxDelayMs);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) reveal();
      },
      { rootMargin: margin },
    );
    if (element) observer.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, ref, margin, maxDelayMs]);
  return near;
}
