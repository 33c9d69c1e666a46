import { displayName, formatDateTime } from "@candor/shared/format";
import { ACCOMMODATION_MESSAGE_MAX } from "@candor/shared/schemas/candidate-comms";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { TextAreaField } from "../../../components/form/text-area-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  type AccommodationRequest,
  useAnswerAccommodationRequest,
} from "../api/accommodation-requests";
import type { CandidateInterview } from "../api/interview-candidates";

/**
 * A candidate's open accommodation request (issue 17): what they asked and wrote, and the team's
 * answer — grant (more time and text answers are applied at once) or decline — with a reply the
 * candidate gets by email.
 */
export function AccommodationRequestDialog({
  interviewId,
  candidate,
  request,
  onClose,
}: {
  interviewId: string;
  candidate: CandidateInterview | null;
  request: AccommodationRequest | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const answer = useAnswerAccommodationRequest(interviewId);
  const [reply, setReply] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const name = candidate ? displayName(candidate) : "";

  async function send(status: "granted" | "declined") {
    if (!request) return;
    setProblem(null);
    try {
      await answer.mutateAsync({ id: request.id, input: { status, reply } });
      push({ type: "notice", message: t(`candidateComms.team.done.${status}`, { name }) });
      onClose();
    } catch (error) {
      setProblem(apiErrorMessage(t, error));
    }
  }

  return (
    <Modal
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t("candidateComms.team.title", { name })}
      description={
        request
          ? t("candidateComms.team.asked", {
              kind: t(`candidateComms.kinds.${request.kind}`),
              date: formatDateTime(request.createdAt, i18n.language),
            })
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("candidateComms.team.cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={answer.isPending}
            onClick={() => void send("declined")}
          >
            {t("candidateComms.team.decline")}
          </Button>
          <Button disabled={answer.isPending} onClick={() => void send("granted")}>
            {t("candidateComms.team.grant")}
          </Button>
        </>
      }
    >
      <div className={pageBlocks.stack3}>
        {problem ? <FormBanner>{problem}</FormBanner> : null}
        {request?.message ? (
          <blockquote className={pageBlocks.surface}>{request.message}</blockquote>
        ) : (
          <p className={pageBlocks.muted}>{t("candidateComms.team.noMessage")}</p>
        )}
        {request && (request.kind === "more_time" || request.kind === "text_answers") ? (
          <p className={pageBlocks.muted}>{t(`candidateComms.team.applies.${request.kind}`)}</p>
        ) : null}
        <TextAreaField
          label={t("candidateComms.team.replyLabel")}
          value={reply}
          maxLength={ACCOMMODATION_MESSAGE_MAX}
          rows={3}
          onChange={(event) => setReply(event.target.value)}
        />
      </div>
    </Modal>
  );
}
