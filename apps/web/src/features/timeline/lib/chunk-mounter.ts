import { flushSync } from 'react-dom';
import { keepInPlace } from './scroll-anchor';
import { scrollParent } from './scroll-parent';

// How far beyond the visible part of the scrolling box a run of cards is built in advance.
const AHEAD = '1200px 0px';
// A run that only flies past (a smooth jump, a dragged scrollbar) is not built: it must stay
// near the screen this long first. The first look at the page builds at once.
export const SETTLE_MS = 150;

interface Watched {
  element: HTMLElement;
  /** Builds the run's cards (synchronously: the caller holds the page in place around it). */
  show: () => void;
  /** No observation yet: the first look decides without waiting. */
  first: boolean;
  /** Near the screen and may be built: on the first look at once, else after SETTLE_MS. */
  ready: boolean;
  timer?: ReturnType<typeof setTimeout>;
}

function distance(rect: DOMRect, box: DOMRect): number {
  if (rect.bottom < box.top) return box.top - rect.bottom;
  if (rect.top > box.bottom) return rect.top - box.bottom;
  return 0;
}

/**
 * Decides when each lazily rendered run of cards (components/lazy-chunk) is built. With 2,000
 * events in a year, building every card up front blocks a modest laptop for seconds; building
 * several runs in one go (a screen's worth at once) still makes one long task. So: one
 * IntersectionObserver for every placeholder, and the runs near the screen are built one at a
 * time, the nearest first, each in its own task and frame: a reader scrolling keeps a page
 * that answers.
 *
 *   const mounter = new ChunkMounter();
 *   const unwatch = mounter.watch(placeholder, () => setShown(true));
 */
export class ChunkMounter {
  private readonly watched = new Map<Element, Watched>();
  private observer: IntersectionObserver | null = null;
  private root: HTMLElement | null = null;
  /** A build is due after the next frame: nothing else is built before it. */
  private pending = false;
  private frame = 0;
  private task: ReturnType<typeof setTimeout> | undefined;
  /** Built runs waiting to be well off screen (settleWhenAway), with what to do then. */
  private readonly settling = new Map<Element, () => void>();
  private away: IntersectionObserver | null = null;

  /** Watches a placeholder until its run is built; returns the undo. */
  watch(element: HTMLElement, show: () => void): () => void {
    if (!this.observer) {
      this.root = scrollParent(element);
      this.observer = new IntersectionObserver((entries) => this.observed(entries), {
        root: this.root,
        rootMargin: AHEAD,
      });
    }
    const watched: Watched = { element, show, first: true, ready: false };
    this.watched.set(element, watched);
    this.observer.observe(element);
    return () => this.forget(watched);
  }

  /**
   * Calls `settle` once `element` is a screen's height or more away from the scrolling box's
   * visible part (at once if it already is), then forgets it; returns the undo. A run made
   * skippable (content-visibility) while on screen would be skipped for a frame and drawn
   * again: a flash, and a layout shift. Far from the screen, nobody sees it.
   */
  settleWhenAway(element: HTMLElement, settle: () => void): () => void {
    // Without IntersectionObserver every run is drawn and stays so.
    if (typeof IntersectionObserver === 'undefined') return () => undefined;
    if (!this.away) {
      this.away = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const done = this.settling.get(entry.target);
            if (entry.isIntersecting || !done) continue;
            this.stopSettling(entry.target);
            done();
          }
        },
        { root: this.root ?? scrollParent(element), rootMargin: '100% 0px' },
      );
    }
    this.settling.set(element, settle);
    this.away.observe(element);
    return () => this.stopSettling(element);
  }

  private stopSettling(element: Element) {
    if (!this.settling.delete(element)) return;
    this.away?.unobserve(element);
    if (this.settling.size === 0) {
      this.away?.disconnect();
      this.away = null;
    }
  }

  private forget(watched: Watched) {
    clearTimeout(watched.timer);
    if (this.watched.get(watched.element) !== watched) return;
    this.watched.delete(watched.element);
    this.observer?.unobserve(watched.element);
    if (this.watched.size === 0) {
      // The timeline has gone (or every run is built): nothing left to watch or to do.
      this.observer?.disconnect();
      this.observer = null;
      cancelAnimationFrame(this.frame);
      clearTimeout(this.task);
      this.pending = false;
    }
  }

  private observed(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      const watched = this.watched.get(entry.target);
      if (!watched) continue;
      clearTimeout(watched.timer);
      watched.ready = entry.isIntersecting && watched.first;
      if (entry.isIntersecting && !watched.first) {
        // Cleared if it leaves first; when it fires, the run has stayed near long enough.
        watched.timer = setTimeout(() => {
          watched.ready = true;
          this.buildNext();
        }, SETTLE_MS);
      }
      watched.first = false;
    }
    this.buildNext();
  }

  /** Builds the nearest run that is due, then comes back after the next frame for another. */
  private buildNext() {
    if (this.pending) return;
    const box = this.root?.getBoundingClientRect() ?? new DOMRect(0, 0, innerWidth, innerHeight);
    let best: Watched | undefined;
    let bestDistance = Infinity;
    let more = false;
    // In page order: on a tie (both on screen), the upper one first.
    for (const watched of this.watched.values()) {
      if (!watched.ready) continue;
      const d = distance(watched.element.getBoundingClientRect(), box);
      if (d < bestDistance) {
        if (best) more = true;
        best = watched;
        bestDistance = d;
      } else more = true;
    }
    if (!best) return;
    this.forget(best);
    // Cards built above what the reader looks at would push it down: it is held in place.
    // Below it nothing moves, and the layout is left to the next frame rather than forced now.
    const { show, element } = best;
    keepInPlace(this.root, () => flushSync(show), element);
    if (more) this.afterNextFrame();
  }

  private afterNextFrame() {
    this.pending = true;
    this.frame = requestAnimationFrame(() => {
      // A task after the frame that lays out and paints the run just built.
      this.task = setTimeout(() => {
        this.pending = false;
        this.buildNext();
      }, 0);
    });
  }
}
