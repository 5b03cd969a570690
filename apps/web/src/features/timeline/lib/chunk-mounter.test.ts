import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ChunkMounter, SETTLE_MS } from './chunk-mounter';

// jsdom has no IntersectionObserver and lays nothing out: both are played here. Each
// placeholder gets a box; the observer says which are near the screen when the test says so.
let observer: FakeObserver | null = null;

class FakeObserver {
  readonly observed = new Set<Element>();
  constructor(readonly callback: IntersectionObserverCallback) {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test drives the last one made
    observer = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  /** Reports each element as near (true) or not (false). */
  report(near: Map<Element, boolean>) {
    const entries = [...near].map(
      ([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

let root: HTMLElement;

/** A placeholder whose box starts `top` px from the top of the scrolling box (900 px high). */
function placeholder(top: number): HTMLElement {
  const element = document.createElement('li');
  element.getBoundingClientRect = () => new DOMRect(0, top, 800, 400);
  root.append(element);
  return element;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  root = document.createElement('main');
  root.style.overflowY = 'auto';
  root.getBoundingClientRect = () => new DOMRect(0, 0, 800, 900);
  document.body.append(root);
});

afterEach(() => {
  root.remove();
  observer = null;
  vi.unstubAllGlobals();
});

/** One frame, then the task after it. */
function nextFrame() {
  vi.advanceTimersToNextFrame();
  vi.advanceTimersByTime(1);
}

describe('ChunkMounter', () => {
  test('builds the runs near the screen one per task and frame, the nearest first', () => {
    const mounter = new ChunkMounter();
    const built: string[] = [];
    const far = placeholder(2000);
    const onScreen = placeholder(300);
    const below = placeholder(1000);
    mounter.watch(far, () => built.push('far'));
    mounter.watch(onScreen, () => built.push('on screen'));
    mounter.watch(below, () => built.push('below'));

    // The first look: all three near, none has to wait.
    observer?.report(
      new Map([
        [far, true],
        [onScreen, true],
        [below, true],
      ]),
    );
    expect(built).toEqual(['on screen']);
    // The next one waits for a frame to lay out and paint the first.
    vi.advanceTimersByTime(1);
    expect(built).toEqual(['on screen']);
    nextFrame();
    expect(built).toEqual(['on screen', 'below']);
    nextFrame();
    expect(built).toEqual(['on screen', 'below', 'far']);
    // Built runs are no longer watched; with none left the observer is let go.
    expect(observer?.observed.size).toBe(0);
  });

  test('a run that only flies past is not built; one that stays near is, after a moment', () => {
    const mounter = new ChunkMounter();
    const built = vi.fn();
    const element = placeholder(2500);
    mounter.watch(element, built);
    observer?.report(new Map([[element, false]]));

    observer?.report(new Map([[element, true]]));
    vi.advanceTimersByTime(SETTLE_MS / 2);
    observer?.report(new Map([[element, false]]));
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(built).not.toHaveBeenCalled();

    observer?.report(new Map([[element, true]]));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(built).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(built).toHaveBeenCalledOnce();
  });

  test('a placeholder that goes away is neither watched nor built', () => {
    const mounter = new ChunkMounter();
    const built = vi.fn();
    const element = placeholder(0);
    const unwatch = mounter.watch(element, built);
    expect(observer?.observed.has(element)).toBe(true);
    unwatch();
    expect(observer?.observed.has(element)).toBe(false);
    observer?.report(new Map([[element, true]]));
    vi.runAllTimers();
    expect(built).not.toHaveBeenCalled();
  });
});
