import {
  createContext,
  use,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ChunkMounter } from '../lib/chunk-mounter';

/** True while the whole plan must be in the page: printing. */
export const RenderAllContext = createContext(false);

/** The timeline's one ChunkMounter; null renders every run at once. */
export const ChunkMounterContext = createContext<ChunkMounter | null>(null);

interface LazyChunkProps {
  /** Estimated height in px of the chunk's list items, held by the placeholder until shown. */
  estimate: number;
  /** Rendered at once, without waiting to be seen near the screen (where the page opens). */
  eager?: boolean;
  /** The chunk's list items. */
  children: () => ReactNode;
}

/**
 * A run of cards of the timeline, rendered once it comes near the screen and kept after
 * (lib/chunk-mounter decides when). Without IntersectionObserver (tests, old browsers)
 * everything renders.
 */
export function LazyChunk({ estimate, eager = false, children }: LazyChunkProps) {
  const renderAll = use(RenderAllContext);
  const mounter = use(ChunkMounterContext);
  const [shown, setShown] = useState(() => eager || typeof IntersectionObserver === 'undefined');
  const watch = useCallback(
    (placeholder: HTMLDivElement | null) =>
      placeholder && mounter ? mounter.watch(placeholder, () => setShown(true)) : undefined,
    [mounter],
  );

  const built = useRef<HTMLDivElement>(null);
  // Printing draws every run, those never scrolled to as well: they are kept after.
  const drawn = shown || renderAll;
  useEffect(() => {
    const run = built.current;
    if (!drawn || !run || !mounter) return;
    // Skippable only once drawn and well off screen: a run is laid out in the mounter's own
    // task, one run a frame, and not in the frame that scrolls it into view.
    return mounter.settleWhenAway(run, () => {
      // Its drawn height, not the estimate: skipped, it keeps its room.
      run.style.containIntrinsicSize = `auto ${run.getBoundingClientRect().height}px`;
      run.setAttribute('data-settled', '');
    });
  }, [drawn, mounter]);
  if (shown || renderAll || !mounter)
    return (
      // Once settled, a run off screen is neither laid out again nor painted, at its drawn
      // height. Skipped by the run, not by the card: the browser watches each skippable element
      // on every frame, and 2,000 of them cost more than the cards they spare
      // (docs/performance.md).
      <div
        ref={built}
        role="none"
        className="data-settled:[content-visibility:auto] print:[content-visibility:visible]!"
      >
        {children()}
      </div>
    );
  return <div ref={watch} aria-hidden="true" data-placeholder style={{ height: estimate }} />;
}
