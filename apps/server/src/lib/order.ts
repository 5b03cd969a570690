import { fieldError } from './errors.js';

/** An order must name every existing id exactly once (docs/behaviour.md §6), else 422. */
export function checkOrder(order: number[], existing: number[], field: string): void {
  const given = new Set(order);
  const all = new Set(existing);
  const ok =
    given.size === order.length && given.size === all.size && order.every((id) => all.has(id));
  if (!ok) {
    throw fieldError(field, 'field.orderIncomplete');
  }
}
