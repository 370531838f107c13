import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * True once the element is near the viewport, or after a short delay at the latest. The home
 * page's Dexie-backed sections wait for it, so IndexedDB code is not part of the first paint of `/`
 * (design §10) yet still loads on its own for a reader who does not scroll.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = '400px', maxDelayMs = 1500 } = {},
): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    // In a transition: the sections' first render is a phone's long task otherwise (React slices a
    // transition's render and yields to the browser between slices); until it is ready, the
    // skeletons stay.
    const reveal = () => startTransition(() => setNear(true));
    const timer = window.setTimeout(reveal, maxDelayMs);
    // Without IntersectionObserver (old browsers, jsdom) only the delay applies.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) reveal();
            },
            { rootMargin: margin },
          );
    if (element) observer?.observe(element);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, [near, ref, margin, maxDelayMs]);
  return near;
}
