import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from "../icons/icons";
import styles from "./sortable-list.module.css";

export type SortableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** How the item is named to screen readers and on its buttons ("Move “Empathy” up"). */
  getLabel: (item: T) => string;
  /** Moves the item at `from` to `to` (indexes in `items`). */
  onMove: (from: number, to: number) => void;
  renderItem: (item: T, index: number) => ReactNode;
  /** More buttons at the end of a row (remove…). */
  renderActions?: (item: T, index: number) => ReactNode;
  /** The list's accessible name. */
  label: string;
};

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
  );
}

/** Moves `items[from]` to `to`, answering a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(to, 0, moved);
  return next;
}

/**
 * An ordered list the user rearranges: by dragging a row's handle (pointer or touch), by keyboard
 * on the handle (Space picks up, arrows move, Space drops, Escape cancels, announced to screen
 * readers in the reader's language), or with each row's Move up / Move down buttons.
 */
export function SortableList<T>({
  items,
  getId,
  getLabel,
  onMove,
  renderItem,
  renderActions,
  label,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: string | number) => {
    const index = ids.indexOf(String(id));
    const item = items[index];
    return { item: item === undefined ? "" : getLabel(item), index };
  };
  const positionOf = (id: string | number | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("sortable.pickedUp", {
        item: nameOf(active.id).item,
        position: positionOf(active.id),
        count: items.length,
      }),
    onDragOver: ({ active, over }) =>
      over
        ? t("sortable.movedTo", {
            item: nameOf(active.id).item,
            position: positionOf(over.id),
            count: items.length,
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      t("sortable.dropped", {
        item: nameOf(active.id).item,
        position: positionOf(over?.id ?? active.id),
        count: items.length,
      }),
    onDragCancel: ({ active }) => t("sortable.cancelled", { item: nameOf(active.id).item }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("sortable.instructions") },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.list} aria-label={label}>
          {items.map((item, index) => (
            <SortableRow
              key={getId(item)}
              id={getId(item)}
              name={getLabel(item)}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onUp={() => onMove(index, index - 1)}
              onDown={() => onMove(index, index + 1)}
              actions={renderActions?.(item, index)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  name,
  isFirst,
  isLast,
  onUp,
  onDown,
  actions,
  children,
}: {
  id: string;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  onUp: () => void;
  onDown: () => void;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      className={[styles.row, isDragging ? styles.dragging : null].filter(Boolean).join(" ")}
      style={{
        transform: CSS.Transform.toString(transform),
        transition: prefersReducedMotion() ? undefined : transition,
      }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={t("sortable.handle", { item: name })}
      >
        <GripIcon size={18} />
      </button>
      <div className={styles.content}>{children}</div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onUp}
          disabled={isFirst}
          aria-label={t("sortable.moveUp", { item: name })}
        >
          <ArrowUpIcon size={16} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onDown}
          disabled={isLast}
          aria-label={t("sortable.moveDown", { item: name })}
        >
          <ArrowDownIcon size={16} />
        </button>
        {actions}
      </div>
    </li>
  );
}
