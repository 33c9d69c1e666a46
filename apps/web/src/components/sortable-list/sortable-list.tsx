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
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ArrowDownIcon, ArrowUpIcon, GripIcon } from "../icons/icons";
import pageBlocks from "../page-layout/page-blocks.module.css";
import styles from "./sortable-list.module.css";

export type SortableListProps<T> = {
  items: readonly T[];
  getId: (item: T) => string;
  /** How the item is named to screen readers and on its buttons ("Move “Empathy” up"). */
  getLabel: (item: T) => string;
  /** Moves the item at `from` to `to` (indexes in `items`). */
  onMove: (from: number, to: number) => void;
  /** The list's accessible name. */
  label: string;
  /** What screen readers are told while reordering; by default, items named by `getLabel`. */
  messages?: SortableMessages;
  /** Replaces the list's own class (layout of the rows). */
  className?: string;
} & (
  | {
      renderItem: (item: T, index: number) => ReactNode;
      /** More buttons at the end of a row (remove…). */
      renderActions?: (item: T, index: number) => ReactNode;
      renderRow?: never;
    }
  | {
      /**
       * Lays a whole row out instead of the default one (handle, content, move buttons); the row
       * calls `useSortableRow` for its node, style and handle.
       */
      renderRow: (item: T, index: number) => ReactNode;
      renderItem?: never;
      renderActions?: never;
    }
);

/** Where an item is while it is reordered: its label, its 1-based position, the list's size. */
export type SortablePlace = { item: string; position: number; count: number };

export type SortableMessages = {
  instructions: string;
  pickedUp: (at: SortablePlace) => string;
  /** `position` is where the item is over. */
  movedTo: (at: SortablePlace) => string;
  /** While the item is over no row; nothing is said unless given. */
  notOver?: (at: SortablePlace) => string;
  /** `from` is where it was picked up, `position` where it lands. */
  dropped: (at: SortablePlace & { from: number }) => string;
  /** Dropped over no row; by default `dropped` at its own place. */
  droppedOutside?: (at: SortablePlace) => string;
  cancelled: (at: SortablePlace) => string;
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
  renderRow,
  messages,
  className,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const positionOf = (id: string | number | undefined) =>
    id === undefined ? 0 : ids.indexOf(String(id)) + 1;
  const placeOf = (id: string | number, at: string | number = id): SortablePlace => {
    const item = items[ids.indexOf(String(id))];
    return {
      item: item === undefined ? "" : getLabel(item),
      position: positionOf(at),
      count: items.length,
    };
  };
  const said: SortableMessages = messages ?? {
    instructions: t("sortable.instructions"),
    pickedUp: (at) => t("sortable.pickedUp", at),
    movedTo: (at) => t("sortable.movedTo", at),
    dropped: (at) => t("sortable.dropped", at),
    cancelled: ({ item }) => t("sortable.cancelled", { item }),
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => said.pickedUp(placeOf(active.id)),
    onDragOver: ({ active, over }) =>
      over ? said.movedTo(placeOf(active.id, over.id)) : said.notOver?.(placeOf(active.id)),
    onDragEnd: ({ active, over }) =>
      !over && said.droppedOutside
        ? said.droppedOutside(placeOf(active.id))
        : said.dropped({
            ...placeOf(active.id, over?.id ?? active.id),
            from: positionOf(active.id),
          }),
    onDragCancel: ({ active }) => said.cancelled(placeOf(active.id)),
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
        screenReaderInstructions: { draggable: said.instructions },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={className ?? pageBlocks.list2} aria-label={label}>
          {items.map((item, index) =>
            renderRow ? (
              <Fragment key={getId(item)}>{renderRow(item, index)}</Fragment>
            ) : (
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
                {renderItem?.(item, index)}
              </SortableRow>
            ),
          )}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** A row's part in a SortableList: its node and style, and the props of its drag handle. */
export function useSortableRow(id: string) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return {
    rowRef: setNodeRef,
    rowStyle: {
      transform: CSS.Transform.toString(transform),
      transition: prefersReducedMotion() ? undefined : transition,
    },
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
    isDragging,
  };
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
  const { rowRef, rowStyle, handleProps, isDragging } = useSortableRow(id);
  return (
    <li
      ref={rowRef}
      className={[styles.row, isDragging ? styles.dragging : null].filter(Boolean).join(" ")}
      style={rowStyle}
    >
      <button
        type="button"
        className={styles.handle}
        {...handleProps}
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
