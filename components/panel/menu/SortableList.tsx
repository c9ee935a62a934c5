import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { toPersianDigits } from '@/lib/digits';
import styles from './Menu.module.css';

export interface SortableRow {
  id: string;
  label: string;
  sub?: string;
}

interface Props {
  rows: SortableRow[];
  /** Called with every id in the new order (saved in one call). */
  onReorder: (ids: string[]) => void;
  /** What is being ordered, for the list's accessible name. */
  label: string;
  disabled?: boolean;
  testId?: string;
}

const at = (rows: SortableRow[], id: unknown) => rows.findIndex((r) => r.id === id);
const place = (n: number) => toPersianDigits(n + 1);

/**
 * A list ordered by dragging (mouse, touch, or the keyboard: focus a handle, Space to lift, arrows to
 * move, Space to drop, Escape to cancel) or by its up/down buttons. Screen readers are told each move in Persian.
 */
export default function SortableList({ rows, onReorder, label, disabled, testId }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (to < 0 || to >= rows.length || from === to) return;
    onReorder(arrayMove(rows, from, to).map((r) => r.id));
  };
  const end = (e: DragEndEvent) => {
    if (e.over && e.active.id !== e.over.id) move(at(rows, e.active.id), at(rows, e.over.id));
  };
  const name = (id: unknown) => rows[at(rows, id)]?.label ?? '';
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'برای جابه‌جایی، فاصله را بزنید؛ با کلیدهای جهت جابه‌جا کنید، دوباره فاصله برای رها کردن و Escape برای انصراف.',
        },
        announcements: {
          onDragStart: ({ active }) => `«${name(active.id)}» برداشته شد.`,
          onDragOver: ({ active, over }) =>
            over ? `«${name(active.id)}» در جای ${place(at(rows, over.id))}.` : `«${name(active.id)}» بیرون از فهرست.`,
          onDragEnd: ({ active, over }) =>
            over
              ? `«${name(active.id)}» در جای ${place(at(rows, over.id))} گذاشته شد.`
              : `«${name(active.id)}» رها شد.`,
          onDragCancel: ({ active }) => `جابه‌جایی «${name(active.id)}» لغو شد.`,
        },
      }}
    >
      <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol className={styles.sortList} aria-label={label} data-testid={testId}>
          {rows.map((r, i) => (
            <Row key={r.id} row={r} index={i} last={i === rows.length - 1} disabled={disabled} onMove={move} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function Row({
  row,
  index,
  last,
  disabled,
  onMove,
}: {
  row: SortableRow;
  index: number;
  last: boolean;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`${styles.sortRow} ${isDragging ? styles.dragging : ''}`}
      data-testid="sort-row"
    >
      <button
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`جابه‌جایی ${row.label}`}
        disabled={disabled}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <span className={styles.sortIndex}>{place(index)}</span>
      <span className={styles.sortLabel}>
        {row.label}
        {row.sub && <span className={styles.muted}> · {row.sub}</span>}
      </span>
      <span className={styles.sortMoves}>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onMove(index, index - 1)}
          disabled={disabled || index === 0}
          aria-label={`بالا بردن ${row.label}`}
        >
          ▲
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          onClick={() => onMove(index, index + 1)}
          disabled={disabled || last}
          aria-label={`پایین بردن ${row.label}`}
        >
          ▼
        </button>
      </span>
    </li>
  );
}
