import { INVITE_MAX_CANDIDATES } from "@candor/shared/rules/interviews";
import type { InvitationResultsDocument } from "@candor/shared/schemas/interviews";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import formStyles from "../../../components/form/form.module.css";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { CheckCircleIcon, InfoIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { useInviteCandidates } from "../api/interview-candidates";
import { parseEmails } from "../lib/invite-emails";
import styles from "./interview-page.module.css";

/**
 * Invites candidates by email, one or many at once (one per line or separated by commas); each
 * new address gets a personal link. Every address's result is listed: invited, or invited
 * already (nothing re-sent — the reminder is there for that).
 */
export function InviteCandidates({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const invite = useInviteCandidates(interviewId);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<InvitationResultsDocument | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const parsed = parseEmails(text);
    if (parsed.invalid.length > 0) {
      setProblem(t("interviews.invite.invalid", { emails: parsed.invalid.join(", ") }));
      return;
    }
    if (parsed.emails.length === 0) {
      setProblem(t("interviews.invite.required"));
      return;
    }
    if (parsed.isTooMany) {
      setProblem(t("interviews.invite.tooMany", { max: INVITE_MAX_CANDIDATES }));
      return;
    }
    try {
      const answer = await invite.mutateAsync({
        candidates: parsed.emails.map((email) => ({ email })),
      });
      setResults(answer);
      setText("");
    } catch (error) {
      const fieldCodes = isApiError(error) ? error.fieldErrors : null;
      const emailCode = fieldCodes
        ? Object.entries(fieldCodes).find(([key]) => key.startsWith("candidates"))
        : undefined;
      setProblem(emailCode ? t("interviews.invite.serverInvalid") : apiErrorMessage(t, error));
    }
  }

  return (
    <form className={pageBlocks.stack3} onSubmit={submit} noValidate>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t("interviews.invite.label")}
        </label>
        <textarea
          id={id}
          className={`${formStyles.input} ${styles.inviteText}`}
          rows={3}
          value={text}
          placeholder={t("interviews.invite.placeholder")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ""}`}
          onChange={(event) => setText(event.target.value)}
        />
        {problem ? (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {problem}
          </p>
        ) : null}
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t("interviews.invite.hint", { max: INVITE_MAX_CANDIDATES })}
        </p>
      </div>
      <div>
        <SubmitButton isBusy={invite.isPending} busyLabel={t("interviews.invite.sending")}>
          {t("interviews.invite.send")}
        </SubmitButton>
      </div>
      {results ? (
        <FormBanner tone="success">
          <p>
            {t("interviews.invite.summary", {
              invited: results.meta.invited_count,
              already: results.meta.already_invited_count,
            })}
          </p>
          <ul
            className={`${pageBlocks.stack} ${styles.inviteResults}`}
            aria-label={t("interviews.invite.results")}
          >
            {results.data.map((result) => (
              <li key={result.email}>
                {result.result === "invited" ? (
                  <CheckCircleIcon size={16} />
                ) : (
                  <InfoIcon size={16} />
                )}
                <span className={pageBlocks.itemName}>{result.email}</span>
                <span>{t(`interviews.invite.result.${result.result}`)}</span>
              </li>
            ))}
          </ul>
        </FormBanner>
      ) : null}
    </form>
  );
}
