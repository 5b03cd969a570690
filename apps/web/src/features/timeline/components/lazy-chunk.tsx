import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { keepInPlace } from '../lib/scroll-anchor';
import { scrollParent } from '../lib/scroll-parent';

/** True while the whole plan must be in the page: printing. */
export const RenderAllContext = createContext(false);

// How far beyond the visible part of the scrolling box a chunk is rendered in advance.
const AHEAD = '1200px 0px';
// A chunk that only flies past (a smooth jump, a dragged scrollbar) is not rendered: it must
// stay near the screen this long first. The first look at the page renders at once.
const SETTLE_MS = 150;

interface LazyChunkProps {
  /** Estimated height in px of the chunk's list items, held by the placeholder until shown. */
  estimate: number;
  /** The chunk's <li> elements. */
  children: () => ReactNode;
}

/**
 * A run of cards of the timeline, rendered once it comes near the screen and kept after. With
 * 2,000 events in a year, building every card up front blocks a modest laptop for seconds;
 * this renders the few dozen near the screen. Without IntersectionObserver (tests, old
 * browsers) everything renders.
 */
export function LazyChunk({ estimate, children }: LazyChunkProps) {
  const renderAll = use(RenderAllContext);
  const ref = useRef<HTMLLIElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const placeholder = ref.current;
    if (shown || !placeholder) return;
    const root = scrollParent(placeholder);
    // Rendered at once, so that the page can be held in place around exactly this change.
    const show = () => keepInPlace(root, () => flushSync(() => setShown(true)));
    let first = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        clearTimeout(timer);
        if (entry?.isIntersecting) {
          if (first) show();
          else timer = setTimeout(show, SETTLE_MS);
        }
        first = false;
      },
      { root, rootMargin: AHEAD },
    );
    observer.observe(placeholder);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [shown]);

  if (shown || renderAll) return children();
  return <li ref={ref} aria-hidden="true" data-placeholder style={{ height: estimate }} />;
}
