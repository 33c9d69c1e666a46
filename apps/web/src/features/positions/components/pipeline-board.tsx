import { displayName, formatDate } from "@candor/shared/format";
import { path } from "@candor/shared/routes";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronLeftIcon, ChevronRightIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import sortable from "../../../components/sortable-list/sortable-list.module.css";
import type { PipelineCard } from "../api/pipeline";
import { cardsByStage, neighbourStage, stepOfKey } from "../lib/board-moves";
import styles from "./pipeline-board.module.css";

const SILENT: Announcements = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

export type BoardProps = {
  stages: readonly PipelineStage[];
  cards: readonly PipelineCard[];
  /** Moves a card to a stage (the previous or next one from the keyboard, any by dragging). */
  onMove: (card: PipelineCard, stage: PipelineStage) => void;
  /** A key asked to go past the first or last stage. */
  onEdge: (card: PipelineCard, stage: PipelineStage) => void;
};

/**
 * One column per stage with its candidates. A card is dragged to another column (pointer or
 * touch); from the keyboard, the left and right arrows on a card (its link or buttons) or its
 * Move buttons take it to the previous or next stage. The page announces each move.
 */
export function PipelineBoard({ stages, cards, onMove, onEdge }: BoardProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const columns = cardsByStage(stages, cards);

  function onDragEnd({ active, over }: DragEndEvent) {
    const card = cards.find((item) => item.id === active.id);
    const stage = stages.find((item) => item.key === over?.id);
    if (card && stage && card.stage !== stage.key) onMove(card, stage);
  }

  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      // dnd-kit's own words are English and name cards by id: the section announces each move,
      // and its hint (shown above the board) says how to move a card.
      accessibility={{ announcements: SILENT, screenReaderInstructions: { draggable: "" } }}
    >
      <div className={styles.board}>
        {stages.map((stage) => (
          <Column
            key={stage.key}
            stage={stage}
            cards={columns.get(stage.key) ?? []}
            stages={stages}
            onMove={onMove}
            onEdge={onEdge}
          />
        ))}
      </div>
    </DndContext>
  );
}

function Column({
  stage,
  cards,
  ...props
}: { stage: PipelineStage; cards: PipelineCard[] } & Omit<BoardProps, "cards">) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: stage.key });
  const titleId = `pipeline-column-${stage.key}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={titleId}
      className={[styles.column, isOver ? styles.over : null].filter(Boolean).join(" ")}
    >
      <h3 id={titleId} className={`${pageBlocks.spreadRow} ${pageBlocks.smallBold}`}>
        {stage.name}
        <span className={pageBlocks.muted}>
          <span aria-hidden="true">{cards.length}</span>
          <span className="visually-hidden">
            {t("pipeline.board.columnCount", { count: cards.length })}
          </span>
        </span>
      </h3>
      {cards.length === 0 ? (
        <p className={`${pageBlocks.muted} ${styles.columnEmpty}`}>
          {t("pipeline.board.columnEmpty")}
        </p>
      ) : (
        <ul className={`${pageBlocks.bareList} ${pageBlocks.stack2}`}>
          {cards.map((card) => (
            <Card key={card.id} card={card} {...props} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Card({
  card,
  stages,
  onMove,
  onEdge,
}: { card: PipelineCard } & Omit<BoardProps, "cards">) {
  const { t, i18n } = useTranslation();
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id: card.id });
  const name = displayName(card);
  const current = stages.find((stage) => stage.key === card.stage);
  const previous = neighbourStage(stages, card.stage, -1);
  const next = neighbourStage(stages, card.stage, 1);

  function onKeyDown(event: KeyboardEvent) {
    const step = stepOfKey(event.key, document.dir === "rtl" ? "rtl" : "ltr");
    if (step === null || !current) return;
    event.preventDefault();
    const target = step === 1 ? next : previous;
    if (target) onMove(card, target);
    else onEdge(card, current);
  }

  return (
    // Pointer drags start anywhere on the card; the keyboard uses its link and buttons, so the
    // card itself is not focusable (no control nested in another).
    <li
      ref={setNodeRef}
      {...listeners}
      onKeyDown={onKeyDown}
      data-card-id={card.id}
      className={[styles.card, isDragging ? sortable.dragging : null].filter(Boolean).join(" ")}
      style={{ transform: CSS.Translate.toString(transform) }}
    >
      <Link
        to={path("Candidate", { id: card.candidateId })}
        className={pageBlocks.itemName}
        aria-label={t("pipeline.board.cardLabel", { name, stage: current?.name ?? "" })}
      >
        {name}
      </Link>
      <span className={`${pageBlocks.muted} ${styles.activity}`}>
        {t("pipeline.board.latestActivity", {
          date: formatDate(card.latestActivityAt, i18n.language),
        })}
      </span>
      <span className={pageBlocks.spreadRow}>
        <MoveButton card={card} name={name} target={previous} onMove={onMove} step={-1} />
        <MoveButton card={card} name={name} target={next} onMove={onMove} step={1} />
      </span>
    </li>
  );
}

function MoveButton({
  card,
  name,
  target,
  onMove,
  step,
}: {
  card: PipelineCard;
  name: string;
  target: PipelineStage | null;
  onMove: BoardProps["onMove"];
  step: -1 | 1;
}) {
  const { t } = useTranslation();
  if (!target) return <span />;
  const Icon = step === 1 ? ChevronRightIcon : ChevronLeftIcon;
  return (
    <button
      type="button"
      className={sortable.iconButton}
      data-move={step === 1 ? "next" : "previous"}
      onClick={() => onMove(card, target)}
      aria-label={t("pipeline.board.moveTo", { name, stage: target.name })}
      title={t("pipeline.board.moveTo", { name, stage: target.name })}
    >
      <Icon size={16} />
    </button>
  );
}
