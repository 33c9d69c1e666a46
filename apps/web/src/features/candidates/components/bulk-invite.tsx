import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { invitableInterviewsQueryOptions, useBulkInviteCandidates } from "../api/candidate-invite";
import { invitationErrorMessage } from "../api/invitation-errors";
import { InterviewPicker, InvitableInterviews } from "./interview-picker";

/**
 * The list's bulk "Invite to a one-way interview": each selected candidate not invited to it
 * before gets the invitation; the alert counts who was invited and who was skipped, and why.
 */
export function BulkInvite({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const [open, setOpen] = useState(false);
  const [interviewId, setInterviewId] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const interviews = useQuery({ ...invitableInterviewsQueryOptions, enabled: open });
  const invite = useBulkInviteCandidates();

  function close() {
    setOpen(false);
    setInterviewId("");
    setFieldError(undefined);
    invite.reset();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!interviewId) {
      setFieldError(t("candidateInvite.chooseInterviewError"));
      return;
    }
    setFieldError(undefined);
    const result = await invite.mutateAsync({ ids: [...ids], interviewId }).catch(() => null);
    if (!result) return;
    const skipped = [
      result.already_invited > 0
        ? t("candidateInvite.bulk.alreadyInvited", { count: result.already_invited })
        : null,
      result.not_found > 0 ? t("candidateInvite.bulk.notFound", { count: result.not_found }) : null,
    ].filter(Boolean);
    push({
      type: "notice",
      message: [
        t("candidateInvite.bulk.invited", { count: result.invited }),
        skipped.length > 0
          ? t("candidateInvite.bulk.skipped", { reasons: skipped.join(", ") })
          : "",
      ]
        .filter(Boolean)
        .join(" "),
    });
    close();
    onDone();
  }

  function body() {
    return (
      <InvitableInterviews query={interviews}>
        {(list) => (
          <form className={pageBlocks.stack4} onSubmit={(event) => void submit(event)} noValidate>
            {invite.error ? (
              <FormBanner>{invitationErrorMessage(t, invite.error)}</FormBanner>
            ) : null}
            <InterviewPicker
              interviews={list}
              value={interviewId}
              error={fieldError}
              onChange={setInterviewId}
            />
            <div className={pageBlocks.endActions}>
              <Button variant="secondary" onClick={close}>
                {t("candidateInvite.cancel")}
              </Button>
              <SubmitButton isBusy={invite.isPending}>
                {t("candidateInvite.bulk.submit", { count: ids.length })}
              </SubmitButton>
            </div>
          </form>
        )}
      </InvitableInterviews>
    );
  }

  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        {t("candidateInvite.bulk.action")}
      </Button>
      <Modal
        open={open}
        onOpenChange={(isOpen) => (isOpen ? null : close())}
        title={t("candidateInvite.bulk.title")}
        description={t("candidateInvite.bulk.description", { count: ids.length })}
      >
        {body()}
      </Modal>
    </>
  );
}
