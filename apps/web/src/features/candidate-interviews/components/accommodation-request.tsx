import {
  ACCOMMODATION_MESSAGE_MAX,
  ACCOMMODATION_REQUEST_KINDS,
  type AccommodationRequestKind,
} from "@candor/shared/schemas/candidate-comms";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SelectField } from "../../../components/form/select-field";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  myAccommodationRequestsQueryOptions,
  useRequestAccommodation,
} from "../api/accommodation-requests";

/**
 * "Need an accommodation?" on the interview's first page (issue 17): the latest request and the
 * team's answer, or a small form to ask (a kind and a message), one open request at a time.
 */
export function AccommodationRequest({ interviewId }: { interviewId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const requests = useQuery(myAccommodationRequestsQueryOptions(interviewId));
  const send = useRequestAccommodation(interviewId);
  const [isOpen, setIsOpen] = useState(false);
  const [kind, setKind] = useState<AccommodationRequestKind>("more_time");
  const [message, setMessage] = useState("");

  if (requests.isPending) {
    return <ListLoading label={t("candidateComms.request.loading")} rows={1} />;
  }
  if (requests.isError) {
    return (
      <ListError
        isCompact
        title={t("candidateComms.request.loadFailed")}
        error={requests.error}
        onRetry={() => void requests.refetch()}
      />
    );
  }
  const latest = requests.data[0];
  const isPending = latest?.status === "pending";

  function submit(event: FormEvent) {
    event.preventDefault();
    send.mutate(
      { kind, message },
      {
        onSuccess: () => {
          setIsOpen(false);
          setMessage("");
        },
      },
    );
  }

  return (
    <section className={`${pageBlocks.stack3} ${pageBlocks.surface}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={pageBlocks.sectionTitle}>
        {t("candidateComms.request.title")}
      </h2>
      {latest ? (
        <div className={pageBlocks.stack2} role="status">
          <p>
            {t(`candidateComms.request.status.${latest.status}`, {
              kind: t(`candidateComms.kinds.${latest.kind}`),
            })}
          </p>
          {latest.reply ? (
            <p>
              <strong>{t("candidateComms.request.replyLabel")}</strong> {latest.reply}
            </p>
          ) : null}
        </div>
      ) : (
        <p className={pageBlocks.muted}>{t("candidateComms.request.lead")}</p>
      )}
      {isPending ? null : isOpen ? (
        <form className={pageBlocks.stack3} onSubmit={submit} noValidate>
          {send.isError ? <FormBanner>{apiErrorMessage(t, send.error)}</FormBanner> : null}
          <SelectField
            label={t("candidateComms.request.kindLabel")}
            value={kind}
            onChange={(event) => setKind(event.target.value as AccommodationRequestKind)}
          >
            {ACCOMMODATION_REQUEST_KINDS.map((option) => (
              <option key={option} value={option}>
                {t(`candidateComms.kinds.${option}`)}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            label={t("candidateComms.request.messageLabel")}
            hint={t("candidateComms.request.messageHint", {
              remaining: ACCOMMODATION_MESSAGE_MAX - message.length,
            })}
            value={message}
            maxLength={ACCOMMODATION_MESSAGE_MAX}
            rows={4}
            onChange={(event) => setMessage(event.target.value)}
          />
          <div className={pageBlocks.wrapRow}>
            <SubmitButton isBusy={send.isPending}>{t("candidateComms.request.send")}</SubmitButton>
            <Button type="button" variant="secondary" onClick={() => setIsOpen(false)}>
              {t("candidateComms.request.cancel")}
            </Button>
          </div>
        </form>
      ) : (
        <div>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              send.reset();
              setIsOpen(true);
            }}
          >
            {latest ? t("candidateComms.request.askAgain") : t("candidateComms.request.open")}
          </Button>
        </div>
      )}
    </section>
  );
}
