const LANDING_FALLBACK_MS = 1500;
// After landing, the cards around the block are rendered (lib/chunk-mounter waits 150 ms, then
// builds a run per frame) and can move it once more: look again a little later.
const SETTLE_AGAIN_MS = 450;
const USER_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

interface ScrollOptions {
  smooth?: boolean;
  /** Moves the keyboard and screen-reader focus to this element (a heading with tabIndex -1). */
  focus?: HTMLElement | null;
}

/**
 * Brings a month block to the top of the scrolling content. Cards far off screen are
 * placeholders of an estimated height until they come near it; rendering them can move the
 * block, so once the scroll has ended it lands again, exactly, unless the user has taken over.
 */
export function scrollToBlock(block: HTMLElement, { smooth = false, focus }: ScrollOptions = {}) {
  const behavior: ScrollBehavior = smooth && !prefersReducedMotion() ? 'smooth' : 'auto';
  block.scrollIntoView({ behavior, block: 'start' });
  focus?.focus({ preventScroll: true });

  let userTookOver = false;
  const takeOver = () => {
    userTookOver = true;
  };
  const timers: ReturnType<typeof setTimeout>[] = [];
  const settle = () => {
    if (!userTookOver && block.isConnected) block.scrollIntoView({ block: 'start' });
  };
  const done = () => {
    for (const type of USER_SCROLL) window.removeEventListener(type, takeOver, true);
  };
  let landed = false;
  const land = () => {
    if (landed) return;
    landed = true;
    document.removeEventListener('scrollend', land, true);
    clearTimeout(timers[0]);
    settle();
    timers.push(
      setTimeout(() => {
        settle();
        done();
      }, SETTLE_AGAIN_MS),
    );
  };
  for (const type of USER_SCROLL) window.addEventListener(type, takeOver, true);
  // scrollend does not bubble; a capturing listener hears it from the scrolling <main>.
  document.addEventListener('scrollend', land, true);
  timers.push(setTimeout(land, LANDING_FALLBACK_MS));
}
