// Test helper (not shipped: only tests import it). jsdom lays nothing out, so every element
// measures 0×0 and @dnd-kit's keyboard sensor finds no row above or below the one it moves.
// This gives each table-body row (and everything inside it) the box it would have in a
// browser: 48 px tall rows stacked from y = 100, in DOM order.
import { vi } from 'vitest';

const ROW_HEIGHT = 48;
const TOP = 100;
const WIDTH = 640;

export function stubRowRects(): void {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('tbody > tr');
    if (!row?.parentElement) return new DOMRect(); // jsdom's own answer: 0×0 at 0,0
    const index = Array.from(row.parentElement.children).indexOf(row);
    const top = TOP + index * ROW_HEIGHT;
    return DOMRect.fromRect({ x: 0, y: top, width: WIDTH, height: ROW_HEIGHT });
  });
}
