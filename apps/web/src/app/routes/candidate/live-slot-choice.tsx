import { formatDateTime } from "@candor/shared/format";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { CalendarIcon, CheckCircleIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { PageLoading, PageState } from "../../../components/page-state/page-state";
import {
  type LiveSlotChoice,
  slotChoiceQueryOptions,
  usePickSlot,
} from "../../../features/live-interviews/api/live-scheduling";
import styles from "../../../features/live-interviews/components/slot-choice.module.css";
import { browserTimeZone } from "../../../features/live-interviews/components/slot-times";
import { apiErrorMessage } from "../../../i18n/error-message";
import { isApiError } from "../../../lib/api-error";
import { brandStyle } from "../../../lib/branding";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useCandidateCompany } from "../../layouts/candidate-layout";

/**
 * `/hire-candidate/live-interviews/{id}/choose?token=…` (public, the candidate's personal link):
 * the organization's branding and the open slots in the candidate's own time zone. A slot taken
 * or gone by meanwhile is said so and the list reloads.
 */
export default function LiveSlotChoicePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const token = search.get("token") ?? "";
  const choice = useQuery({ ...slotChoiceQueryOptions(id, token), enabled: token !== "" });
  const data = choice.data;
  useDocumentTitle(data?.title ?? t("liveScheduling.choose.documentTitle"));
  useCandidateCompany(
    data ? { name: data.organization.name, logoUrl: data.organization.logoUrl } : null,
  );

  if (!token || (choice.isError && isApiError(choice.error) && choice.error.status === 404)) {
    return (
      <PageState
        title={t("liveScheduling.choose.notFoundTitle")}
        body={t("liveScheduling.choose.notFoundBody")}
      />
    );
  }
  if (choice.isError) {
    return (
      <PageState
        title={t("liveScheduling.choose.errorTitle")}
        body={apiErrorMessage(t, choice.error)}
        actions={
          <Button variant="secondary" onClick={() => void choice.refetch()}>
            {t("liveScheduling.choose.retry")}
          </Button>
        }
      />
    );
  }
  if (!data) return <PageLoading label={t("liveScheduling.choose.loading")} />;
  return (
    <div className={styles.page} style={brandStyle(data.organization.brandColor)}>
      <ChoiceBody choice={data} id={id} token={token} />
    </div>
  );
}

function ChoiceBody({ choice, id, token }: { choice: LiveSlotChoice; id: string; token: string }) {
  const { t, i18n } = useTranslation();
  const pick = usePickSlot(id, token);
  const [selected, setSelected] = useState<string | null>(null);
  const zone = browserTimeZone();
  const when = (iso: string) => formatDateTime(iso, i18n.language, { timeZone: zone });

  return (
    <section className={pageBlocks.stack3} aria-labelledby="slot-choice-title">
      <p className={pageBlocks.muted}>{choice.organization.name}</p>
      <h1 id="slot-choice-title" className={pageBlocks.titleMd}>
        {choice.title}
      </h1>
      <p className={pageBlocks.muted}>
        {t("liveScheduling.choose.subtitle", {
          position: choice.positionTitle,
          minutes: choice.durationMinutes,
        })}
      </p>
      {choice.status === "scheduled" && choice.startsAt ? (
        <p className={styles.confirmed} role="status">
          <CheckCircleIcon size={20} />
          {t("liveScheduling.choose.booked", { time: when(choice.startsAt), zone })}
        </p>
      ) : choice.status !== "awaiting_candidate" ? (
        <p className={pageBlocks.muted}>{t("liveScheduling.choose.closed")}</p>
      ) : (
        <form
          className={pageBlocks.stack3}
          onSubmit={(event) => {
            event.preventDefault();
            if (selected) pick.mutate(selected, { onError: () => setSelected(null) });
          }}
        >
          {pick.isError ? <FormBanner>{apiErrorMessage(t, pick.error)}</FormBanner> : null}
          <fieldset className={styles.slots}>
            <legend className={pageBlocks.smallBold}>
              {t("liveScheduling.choose.legend", { zone })}
            </legend>
            {choice.slots.length === 0 ? (
              <p className={pageBlocks.muted}>{t("liveScheduling.choose.noSlots")}</p>
            ) : (
              choice.slots.map((slot) => (
                <label key={slot.id} className={styles.slot}>
                  <input
                    type="radio"
                    name="slot"
                    value={slot.id}
                    checked={selected === slot.id}
                    onChange={() => setSelected(slot.id)}
                  />
                  <CalendarIcon size={18} />
                  <span>{when(slot.startsAt)}</span>
                </label>
              ))
            )}
          </fieldset>
          <div>
            <Button
              type="submit"
              size="lg"
              disabled={!selected || pick.isPending}
              aria-busy={pick.isPending || undefined}
            >
              {t("liveScheduling.choose.confirm")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
