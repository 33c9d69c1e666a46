import { displayName } from "@candor/shared/format";
import { EXTRA_RETAKES, TIME_MULTIPLIER } from "@candor/shared/rules/interviews";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccommodationFields } from "../../../components/accommodation-fields/accommodation-fields";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextField } from "../../../components/form/text-field";
import { Modal } from "../../../components/modal/modal";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { invitableInterviewsQueryOptions, useInviteCandidate } from "../api/candidate-invite";
import { candidateInterviewsQueryOptions } from "../api/candidate-profile";
import type { Candidate } from "../api/candidates";
import { invitationErrorMessage } from "../api/invitation-errors";
import { InterviewPicker, InvitableInterviews } from "./interview-picker";

const pad = (value: number) => String(value).padStart(2, "0");
/** Today as a date input's value: the earliest own deadline. */
const todayInput = (now = new Date()) =>
  `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
/** A date input's day as the end of that local day, ISO (the deadline lasts the whole day). */
function deadlineOf(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return new Date(year, month - 1, date, 23, 59, 59).toISOString();
}

/**
 * "Invite to interview" on the profile: one of the organization's open one-way interviews
 * (grouped by position), optionally the candidate's own deadline and accommodations. The
 * interview page's invitation email goes; the candidate joins the position at the One-way
 * interview stage. Interviews they are in already can't be chosen.
 */
export function InviteInterviewModal({
  candidate,
  open,
  onClose,
}: {
  candidate: Candidate;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { push } = useAlerts();
  const baseId = useId();
  const interviews = useQuery({ ...invitableInterviewsQueryOptions, enabled: open });
  const theirs = useQuery({ ...candidateInterviewsQueryOptions(candidate.id), enabled: open });
  const invite = useInviteCandidate(candidate.id);
  const [interviewId, setInterviewId] = useState("");
  const [day, setDay] = useState("");
  const [multiplier, setMultiplier] = useState<number>(TIME_MULTIPLIER.default);
  const [extraRetakes, setExtraRetakes] = useState<number>(EXTRA_RETAKES.default);
  const [textAnswers, setTextAnswers] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<{ interview?: string; deadline?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const name = displayName(candidate);
  const unavailable = new Set((theirs.data ?? []).map((interview) => interview.interview.id));

  function close() {
    setInterviewId("");
    setDay("");
    setMultiplier(TIME_MULTIPLIER.default);
    setExtraRetakes(EXTRA_RETAKES.default);
    setFieldErrors({});
    setProblem(null);
    invite.reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const errors: typeof fieldErrors = {};
    if (!interviewId) errors.interview = t("candidateInvite.chooseInterviewError");
    const deadline = day ? deadlineOf(day) : null;
    if (day && (!deadline || new Date(deadline) <= new Date())) {
      errors.deadline = t("candidateInvite.deadlinePast");
    }
    setFieldErrors(errors);
    if (errors.interview || errors.deadline) return;
    try {
      await invite.mutateAsync({
        interview_id: interviewId,
        ...(deadline ? { deadline } : {}),
        time_multiplier: multiplier,
        extra_retakes: extraRetakes,
        ...(textAnswers ? { text_answers: true } : {}),
      });
    } catch (error) {
      setProblem(invitationErrorMessage(t, error));
      return;
    }
    const title = interviews.data?.find((interview) => interview.id === interviewId)?.title ?? "";
    push({ type: "notice", message: t("candidateInvite.sent", { name, interview: title }) });
    close();
  }

  function body() {
    return (
      <InvitableInterviews query={interviews}>
        {(list) => (
          <form className={formStyles.form} onSubmit={(event) => void submit(event)} noValidate>
            {problem ? <FormBanner>{problem}</FormBanner> : null}
            <InterviewPicker
              id={`${baseId}-interview`}
              interviews={list}
              unavailable={unavailable}
              value={interviewId}
              error={fieldErrors.interview}
              onChange={setInterviewId}
            />
            <TextField
              type="date"
              label={t("candidateInvite.ownDeadline")}
              hint={t("candidateInvite.ownDeadlineHint")}
              min={todayInput()}
              value={day}
              error={fieldErrors.deadline}
              onChange={(event) => setDay(event.target.value)}
            />
            <AccommodationFields
              idPrefix={baseId}
              multiplier={multiplier}
              extraRetakes={extraRetakes}
              onMultiplierChange={setMultiplier}
              onExtraRetakesChange={setExtraRetakes}
              textAnswers={textAnswers}
              onTextAnswersChange={setTextAnswers}
            />
            <div className={pageBlocks.endActions}>
              <Button variant="secondary" onClick={close}>
                {t("candidateInvite.cancel")}
              </Button>
              <SubmitButton isBusy={invite.isPending}>{t("candidateInvite.submit")}</SubmitButton>
            </div>
          </form>
        )}
      </InvitableInterviews>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={t("candidateInvite.title", { name })}
      description={t("candidateInvite.description", { email: candidate.email })}
    >
      {body()}
    </Modal>
  );
}

/** The profile header's "Invite to interview" button and its dialog. */
export function ProfileInvite({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t("candidateInvite.action")}
      </Button>
      <InviteInterviewModal candidate={candidate} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
