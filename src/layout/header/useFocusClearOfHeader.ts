import { useEffect, type RefObject } from 'react';

/** Room left between the header and what the browser scrolls into view: the focus outline sits outside its control. */
const MARGIN_PX = 8;

/**
 * Keeps what the browser scrolls into view (the keyboard's focus, a link's target) below the sticky header: without
 * it, tabbing back up a list left the focus on column headings hidden under the header. The header's height changes
 * with the text size, the screen and its shrinking, so it is followed, not fixed.
 */
export function useFocusClearOfHeader(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = ref.current;
    // Every browser the portal supports has it; jsdom, which the unit files render the layout in, has not.
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      root.style.scrollPaddingTop = `${Math.ceil(entry.borderBoxSize[0].blockSize) + MARGIN_PX}px`;
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-top');
    };
  }, [ref]);
}
