import { createContext, use, useCallback, useState, type ReactNode } from 'react';
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
    (placeholder: HTMLLIElement | null) =>
      placeholder && mounter ? mounter.watch(placeholder, () => setShown(true)) : undefined,
    [mounter],
  );

  if (shown || renderAll || !mounter)
    return (
      // Off screen, a built run is neither laid out again nor painted, at its last height.
      // Skipped by the run, not by the card: the browser watches each skippable element on
      // every frame, and 2,000 of them cost more than the cards they spare (docs/performance.md).
      <div
        role="none"
        className="[content-visibility:auto] print:[content-visibility:visible]"
        style={{ containIntrinsicSize: `auto ${estimate}px` }}
      >
        {children()}
      </div>
    );
  return <div ref={watch} aria-hidden="true" data-placeholder style={{ height: estimate }} />;
}
