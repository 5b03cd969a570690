/*
 * Drag-to-reorder for a list or a table, on @dnd-kit: mouse, touch (from the handle only, so
 * the page still scrolls on a phone), keyboard (Space/Enter picks up, arrows move, Space/Enter
 * drops, Escape cancels) and announcements for screen readers in the UI's language. For people
 * who cannot drag at all, MoveButtons offers "move up" / "move down" (WCAG 2.5.7).
 *
 *   const reorder = useReorder(rows);                      // ./use-reorder
 *   <SortableList ids={reorder.ids} onMove={reorder.move} labelOf={(id) => nameOf(id)}>
 *     <Table …><TableBody>{reorder.items.map((row, i) => <Row key={row.id} … />)}</TableBody></Table>
 *   </SortableList>
 *
 *   function Row({ row, index, count, onMove }) {
 *     const { setNode, style, handle } = useSortableItem(row.id);
 *     return (
 *       <tr ref={setNode} style={style}>
 *         <td><DragHandle handle={handle} label={row.name} /></td>
 *         <td><MoveButtons index={index} count={count} label={row.name} onMove={onMove} /></td>
 *       </tr>
 *     );
 *   }
 *
 * SortableList must wrap the whole table (not sit inside it): it renders the screen-reader
 * instructions and live region after its children.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useLocalDigits } from './use-local-digits';

// Rows only move up and down; a sideways wobble while dragging reads as a bug.
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

const AnnounceContext = createContext<(message: string) => void>(() => undefined);

interface SortableListProps {
  /** The items' ids in their current order. */
  ids: readonly UniqueIdentifier[];
  /** Called once an item is dropped elsewhere: move the item at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  /** The item's name as a screen reader should say it ("2082/83"). */
  labelOf: (id: UniqueIdentifier) => string;
  children: ReactNode;
}

/** The drag-and-drop context of one reorderable list; see the example at the top. */
export function SortableList({ ids, onMove, labelOf, children }: SortableListProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const [message, setMessage] = useState('');
  const sensors = useSensors(
    // A few pixels of movement before a drag starts: a plain click or tap stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const place = (id: UniqueIdentifier | undefined) => ({
    position: digits(ids.indexOf(id ?? '') + 1),
    total: digits(ids.length),
  });
  // The first "over" of a drag is the picked-up item itself; announcing it would cut off the
  // "picked up" sentence. Later ones are announced only when the place changes.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('common.reorderPickedUp', { name: labelOf(active.id), ...place(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('common.reorderMoved', { name: labelOf(active.id), ...place(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      t('common.reorderDropped', { name: labelOf(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('common.reorderCanceled', { name: labelOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('common.reorderInstructions') },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <AnnounceContext value={setMessage}>{children}</AnnounceContext>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}

/** One reorderable item: `ref={item.setNode}` and `style` on its row, `handle` on its DragHandle. */
export function useSortableItem(id: UniqueIdentifier) {
  const { t } = useTranslation();
  const sortable = useSortable({ id, attributes: { roleDescription: t('common.sortableItem') } });
  return {
    // Named `setNode`, not `ref`: these are callbacks, and React's lint treats `*.ref` as a ref.
    setNode: sortable.setNodeRef,
    style: {
      // Translate only: rows of different heights must not be stretched while moving.
      transform: CSS.Translate.toString(sortable.transform),
      transition: sortable.transition,
      position: 'relative' as const,
      zIndex: sortable.isDragging ? 1 : undefined,
    },
    isDragging: sortable.isDragging,
    handle: {
      setNode: sortable.setActivatorNodeRef,
      props: { ...sortable.attributes, ...sortable.listeners },
    },
  };
}

interface DragHandleProps {
  handle: ReturnType<typeof useSortableItem>['handle'];
  /** The item's name; the button is called "Drag to reorder: {label}". */
  label: string;
  className?: string;
}

/** The grip a row is dragged by; a 44 px target, and the only place a touch drag starts. */
export function DragHandle({ handle: { setNode, props }, label, className }: DragHandleProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={setNode}
      type="button"
      {...props}
      aria-label={t('common.dragHandle', { name: label })}
      className={cn(
        'inline-flex size-11 cursor-grab touch-none items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 active:cursor-grabbing',
        className,
      )}
    >
      <GripVertical aria-hidden="true" className="size-5" />
    </button>
  );
}

interface MoveButtonsProps {
  index: number;
  count: number;
  /** The item's name, for the buttons' names and the announcement. */
  label: string;
  onMove: (from: number, to: number) => void;
}

/** "Move up" and "Move down": reordering without dragging, announced like a drop. */
export function MoveButtons({ index, count, label, onMove }: MoveButtonsProps) {
  const { t } = useTranslation();
  const digits = useLocalDigits();
  const announce = use(AnnounceContext);
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement>(null);

  // At the top or bottom the pressed button turns disabled and would drop the focus: once the
  // row has moved, the focus goes to the other button.
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [index]);

  const move = (to: number) => {
    if (to === 0) refocus.current = down.current;
    else if (to === count - 1) refocus.current = up.current;
    onMove(index, to);
    announce(
      t('common.reorderMoved', { name: label, position: digits(to + 1), total: digits(count) }),
    );
  };
  const buttonClass =
    'inline-flex size-11 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300';
  return (
    <span className="inline-flex">
      <button
        ref={up}
        type="button"
        disabled={index === 0}
        onClick={() => move(index - 1)}
        aria-label={t('common.moveUp', { name: label })}
        className={buttonClass}
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
      <button
        ref={down}
        type="button"
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
        aria-label={t('common.moveDown', { name: label })}
        className={buttonClass}
      >
        <ArrowDown aria-hidden="true" className="size-5" />
      </button>
    </span>
  );
}
