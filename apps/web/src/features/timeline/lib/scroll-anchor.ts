interface Anchor {
  root: HTMLElement;
  element: Element;
  /** The element's top in the scrolling content's coordinates (not the screen's). */
  top: number;
}

function contentTop(root: HTMLElement, element: Element): number {
  return element.getBoundingClientRect().top + root.scrollTop;
}

/**
 * Keeps what the reader is looking at in place while `change` alters the page above it: the
 * element under the top of the scrolling box is measured before and after, and the box is
 * scrolled by the difference. (Browsers' own scroll anchoring did not hold with placeholders
 * turning into cards of a different height.)
 */
export function keepInPlace(
  root: HTMLElement | null,
  change: () => void,
  /** What `change` alters: when it lies wholly below the reader's place, nothing is measured. */
  changed?: Element,
): void {
  const box = root?.getBoundingClientRect();
  const line = box ? box.top + Math.min(120, box.height / 2) : 0;
  if (!box || (changed && changed.getBoundingClientRect().top > line)) {
    // Nothing above the reader's place changes: no need to measure (and force a layout) after.
    change();
    return;
  }
  const element = root ? document.elementFromPoint?.(box.left + box.width / 2, line) : null;
  const anchor: Anchor | null =
    root && element && root.contains(element)
      ? { root, element, top: contentTop(root, element) }
      : null;
  change();
  if (!anchor || !anchor.element.isConnected) return;
  const moved = contentTop(anchor.root, anchor.element) - anchor.top;
  if (Math.abs(moved) >= 1) anchor.root.scrollTop += moved;
}
