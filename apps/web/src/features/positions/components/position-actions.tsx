import { path } from "@candor/shared/routes";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button, ButtonLink } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { PencilIcon, TrashIcon } from "../../../components/icons/icons";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import type { SessionUser } from "../../../lib/auth/session-api";
import type { Position } from "../api/positions";
import { positionsLimitQueryKey } from "../api/positions-limit";
import { useDeletePosition, useUpdatePosition } from "../api/save-position";
import styles from "./position-view.module.css";
import { LimitReachedNotice } from "./positions-limit-notice";

/**
 * What a manager may do with a position (SPEC §6: admins and HR managers; reviewers get none of
 * this): edit, open or reopen (the plan's limit may refuse, with the way to upgrade), close, and
 * delete after confirming.
 */
export function PositionActions({ user, position }: { user: SessionUser; position: Position }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { push } = useAlerts();
  const update = useUpdatePosition();
  const remove = useDeletePosition();
  const [problem, setProblem] = useState<"limit" | string | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function changeStatus(status: "open" | "closed") {
    setProblem(null);
    try {
      const saved = await update.mutateAsync({ id: position.id, input: { status } });
      push({
        type: "notice",
        message: t(
          status === "open" ? "positions.view.openedNotice" : "positions.view.closedNotice",
          {
            title: saved.title,
          },
        ),
      });
    } catch (error) {
      if (isApiError(error) && error.code === "positions_limit_reached") {
        setProblem("limit");
        void queryClient.invalidateQueries({ queryKey: positionsLimitQueryKey });
      } else {
        setProblem(apiErrorMessage(t, error));
      }
    }
  }

  async function confirmDelete() {
    setDeleteError(null);
    try {
      await remove.mutateAsync(position.id);
      push({
        type: "notice",
        message: t("positions.view.deletedNotice", { title: position.title }),
      });
      setIsDeleting(false);
      navigate(path("Positions"), { replace: true });
    } catch (error) {
      setDeleteError(apiErrorMessage(t, error));
    }
  }

  return (
    <>
      <div className={`${pageBlocks.wrapRow} ${styles.actions}`}>
        <ButtonLink variant="secondary" to={path("EditPosition", { id: position.id })}>
          <PencilIcon size={16} />
          {t("positions.view.edit")}
        </ButtonLink>
        {position.status === "open" ? (
          <AsyncButton variant="secondary" onClick={() => changeStatus("closed")}>
            {t("positions.view.close")}
          </AsyncButton>
        ) : (
          <AsyncButton onClick={() => changeStatus("open")}>
            {t(position.status === "closed" ? "positions.view.reopen" : "positions.view.open")}
          </AsyncButton>
        )}
        <Button
          variant="ghost"
          className={styles.dangerGhost}
          onClick={() => {
            setDeleteError(null);
            setIsDeleting(true);
          }}
        >
          <TrashIcon size={16} />
          {t("positions.view.delete")}
        </Button>
      </div>
      {problem === "limit" ? (
        <div className={styles.actionProblem}>
          <LimitReachedNotice user={user} />
        </div>
      ) : problem ? (
        <div className={styles.actionProblem}>
          <FormBanner>{problem}</FormBanner>
        </div>
      ) : null}
      <Modal
        open={isDeleting}
        onOpenChange={setIsDeleting}
        size="sm"
        title={t("positions.view.deleteTitle", { title: position.title })}
        description={t("positions.view.deleteBody")}
        footer={
          <div className={pageBlocks.endActions}>
            <Button variant="secondary" onClick={() => setIsDeleting(false)}>
              {t("positions.view.deleteCancel")}
            </Button>
            <AsyncButton variant="danger" onClick={confirmDelete}>
              {t("positions.view.deleteConfirm")}
            </AsyncButton>
          </div>
        }
      >
        {deleteError ? <FormBanner>{deleteError}</FormBanner> : null}
      </Modal>
    </>
  );
}
