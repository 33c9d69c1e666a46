import { displayName } from "@candor/shared/format";
import type { PipelineStage } from "@candor/shared/schemas/candidates";
import { PIPELINE_BOARD_LIMIT } from "@candor/shared/schemas/pipeline-stages";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { ListEmpty, ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { type PipelineCard, positionPipelineQueryOptions, useMoveCard } from "../api/pipeline";
import { PipelineBoard } from "./pipeline-board";
import { PipelineList } from "./pipeline-list";
import styles from "./position-view.module.css";

type View = "board" | "list";

/**
 * A position's pipeline for admins and HR managers: the board (drag, or arrows and buttons from
 * the keyboard) or the list (a stage select per candidate). Moves show at once, go back if the
 * server refuses, and are announced to screen readers.
 */
export function PipelineSection({ positionId }: { positionId: string }) {
  const { t } = useTranslation();
  const pipeline = useQuery(positionPipelineQueryOptions(positionId));
  const move = useMoveCard(positionId);
  const [view, setView] = useState<View>("board");
  const [announcement, setAnnouncement] = useState("");
  const focusAfterMove = useRef<{ cardId: string; control: string | null } | null>(null);

  // A moved card is drawn again in its new column: focus goes back to the same control there.
  const cards = pipeline.data?.cards;
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || !cards) return;
    focusAfterMove.current = null;
    const card = document.querySelector(`[data-card-id="${wanted.cardId}"]`);
    const control =
      (wanted.control && card?.querySelector<HTMLElement>(`[data-move="${wanted.control}"]`)) ||
      card?.querySelector<HTMLElement>("a");
    control?.focus();
  }, [cards]);

  function onMove(card: PipelineCard, stage: PipelineStage) {
    const name = displayName(card);
    const from = pipeline.data?.stages.find((item) => item.key === card.stage)?.name ?? "";
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest(`[data-card-id="${card.id}"]`)) {
      focusAfterMove.current = { cardId: card.id, control: active.dataset.move ?? null };
    }
    setAnnouncement("");
    move.mutate(
      { cardId: card.id, stage: stage.key },
      {
        onSuccess: () => setAnnouncement(t("pipeline.board.moved", { name, stage: stage.name })),
        onError: () => setAnnouncement(t("pipeline.board.moveFailed", { name, stage: from })),
      },
    );
  }

  function onEdge(card: PipelineCard, stage: PipelineStage) {
    setAnnouncement(t("pipeline.board.atEdge", { name: displayName(card), stage: stage.name }));
  }

  return (
    <section
      className={`${pageBlocks.panelCard} ${styles.section}`}
      aria-labelledby="pipeline-title"
    >
      <div className={pageBlocks.baselineSpreadRow}>
        <h2 id="pipeline-title" className={pageBlocks.sectionTitle}>
          {t("pipeline.board.title")}
        </h2>
        {pipeline.data ? (
          <span className={pageBlocks.muted}>
            {t("pipeline.board.total", { count: pipeline.data.count })}
          </span>
        ) : null}
        <fieldset className={`${pageBlocks.inlineRow} ${styles.viewSwitch}`}>
          <legend className="visually-hidden">{t("pipeline.board.views")}</legend>
          {(["board", "list"] as const).map((option) => (
            <Button
              key={option}
              size="sm"
              variant={view === option ? "secondary" : "ghost"}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {t(option === "board" ? "pipeline.board.boardView" : "pipeline.board.listView")}
            </Button>
          ))}
        </fieldset>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {pipeline.isPending ? (
        <ListLoading label={t("pipeline.board.loading")} />
      ) : !pipeline.data ? (
        <ListError
          title={t("pipeline.board.loadFailed")}
          error={pipeline.error}
          onRetry={() => void pipeline.refetch()}
          isCompact
        />
      ) : pipeline.data.cards.length === 0 ? (
        <ListEmpty
          title={t("pipeline.board.emptyTitle")}
          body={t("pipeline.board.emptyBody")}
          isCompact
        />
      ) : (
        <>
          {view === "board" ? (
            <>
              <p className={pageBlocks.muted}>{t("pipeline.board.hint")}</p>
              <PipelineBoard
                stages={pipeline.data.stages}
                cards={pipeline.data.cards}
                onMove={onMove}
                onEdge={onEdge}
              />
            </>
          ) : (
            <PipelineList
              stages={pipeline.data.stages}
              cards={pipeline.data.cards}
              onMove={onMove}
            />
          )}
          {pipeline.data.count > pipeline.data.cards.length ? (
            <p className={pageBlocks.muted}>
              {t("pipeline.board.truncated", {
                shown: PIPELINE_BOARD_LIMIT,
                count: pipeline.data.count,
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
