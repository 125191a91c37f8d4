import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: the sticky header shrinks after scrolling beyond 60% of its height. */
const SHRINK_RATIO = 0.6;

export function useShrinkOnScroll(ref: RefObject<HTMLElement | null>): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    // Measured once, at full height, so that shrinking does not move the threshold; on the first scroll, not at mount,
    // where reading a height forced the layout of a page still being built (docs/performance.md, fifth session).
    let threshold: number | undefined;
    const onScroll = () => {
      threshold ??= header.offsetHeight * SHRINK_RATIO;
      setShrunk(window.scrollY > threshold);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ref]);
  return shrunk;
}
