import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../components/alerts/alerts-provider";
import { AsyncButton } from "../../../components/async-button/async-button";
import { Button } from "../../../components/button/button";
import { ConfirmModal } from "../../../components/confirm-modal/confirm-modal";
import { ListError, ListLoading } from "../../../components/list-state/list-state";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { apiErrorMessage } from "../../../i18n/error-message";
import {
  candidatePrivacyQueryOptions,
  downloadCandidateExport,
  useEraseCandidate,
  useSetLegalHold,
} from "../api/privacy";
import styles from "./privacy.module.css";
import { useCountdownText } from "./recordings-countdown";

/**
 * The candidate profile's Privacy card (issue 17): when their recordings and record go, a legal
 * hold that pauses both, and, on the candidate's request, an export or an erasure.
 */
export function CandidatePrivacyPanel({ candidateId }: { candidateId: string }) {
  const { t, i18n } = useTranslation();
  const { push } = useAlerts();
  const privacy = useQuery(candidatePrivacyQueryOptions(candidateId));
  const hold = useSetLegalHold(candidateId);
  const erase = useEraseCandidate(candidateId);
  const [isConfirming, setIsConfirming] = useState(false);
  const countdownText = useCountdownText();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" });

  if (privacy.isPending) return <ListLoading label={t("privacy.profile.loading")} rows={2} />;
  if (privacy.isError) {
    return (
      <ListError
        isCompact
        title={t("privacy.profile.loadFailed")}
        error={privacy.error}
        onRetry={() => void privacy.refetch()}
      />
    );
  }
  const current = privacy.data;
  if (current.erased) {
    return (
      <div className={pageBlocks.stack2}>
        <p>
          <span className={styles.badge}>{t("privacy.erasedCandidate")}</span>
        </p>
        <p className={pageBlocks.muted}>{t("privacy.profile.erasedBody")}</p>
      </div>
    );
  }

  return (
    <div className={pageBlocks.stack3}>
      {current.legalHold ? (
        <p>
          <span className={styles.badge}>{t("privacy.profile.held")}</span>{" "}
          {current.legalHoldAt
            ? t("privacy.profile.heldSince", { date: date.format(new Date(current.legalHoldAt)) })
            : null}
        </p>
      ) : null}
      {current.recordings.length === 0 ? (
        <p className={pageBlocks.muted}>{t("privacy.profile.noRecordings")}</p>
      ) : (
        <ul className={pageBlocks.stack2}>
          {current.recordings.map((countdown) => (
            <li key={countdown.candidateInterviewId}>{countdownText(countdown, "theirs")}</li>
          ))}
        </ul>
      )}
      {current.anonymizeOn ? (
        <p className={pageBlocks.muted}>
          {t("privacy.profile.anonymizeOn", { date: date.format(new Date(current.anonymizeOn)) })}
        </p>
      ) : null}
      {hold.isError ? <p role="alert">{apiErrorMessage(t, hold.error)}</p> : null}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={hold.isPending}
          aria-busy={hold.isPending || undefined}
          onClick={() => hold.mutate(!current.legalHold)}
        >
          {current.legalHold ? t("privacy.profile.liftHold") : t("privacy.profile.setHold")}
        </Button>
        <AsyncButton
          variant="secondary"
          onClick={async () => {
            try {
              await downloadCandidateExport(candidateId);
            } catch (error) {
              push({ type: "danger", message: apiErrorMessage(t, error) });
            }
          }}
        >
          {t("privacy.profile.export")}
        </AsyncButton>
        <Button variant="danger" onClick={() => setIsConfirming(true)}>
          {t("privacy.profile.erase")}
        </Button>
      </div>
      <ConfirmModal
        open={isConfirming}
        onOpenChange={(open) => {
          setIsConfirming(open);
          if (!open) erase.reset();
        }}
        title={t("privacy.profile.eraseTitle")}
        description={t("privacy.profile.eraseBody")}
        confirmLabel={t("privacy.profile.eraseConfirm")}
        isBusy={erase.isPending}
        error={erase.isError ? apiErrorMessage(t, erase.error) : null}
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              push({ type: "notice", message: t("privacy.profile.erased") });
            },
          })
        }
      />
    </div>
  );
}
