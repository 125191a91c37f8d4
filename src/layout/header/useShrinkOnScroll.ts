import { useEffect, useState, type RefObject } from 'react';

/** The sticky header shrinks after scrolling beyond 60% of its height. */
const SHRINK_RATIO = 0.6;
/**
 * It grows again only near the top. Shrinking moves the content below it up, and the browser's scroll anchoring
 * scrolls back by as much to keep that content in place: with one threshold both ways, a page scrolled just past it
 * was scrolled back under it, the header grew, the page was scrolled past it again, without end. The header loses
 * well under half its height when it shrinks, so neither change can carry the page across the other's threshold.
 */
const GROW_RATIO = 0.1;

export function useShrinkOnScroll(ref: RefObject<HTMLElement | null>): boolean {
  const [shrunk, setShrunk] = useState(false);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    // Measured once, at full height, so that shrinking does not move the thresholds; on the first scroll, not at
    // mount, where reading a height forced the layout of a page still being built (docs/performance.md, fifth session).
    let fullHeight: number | undefined;
    const onScroll = () => {
      const full = (fullHeight ??= header.offsetHeight);
      setShrunk((wasShrunk) =>
        wasShrunk ? window.scrollY >= full * GROW_RATIO : window.scrollY > full * SHRINK_RATIO,
      );
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [ref]);
  return shrunk;
}
