import { LIVE_SLOTS_MAX } from "@candor/shared/rules/live-scheduling";
import type { LiveSlotsInput } from "@candor/shared/schemas/live-scheduling";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import formStyles from "../../../components/form/form.module.css";
import { TextField } from "../../../components/form/text-field";
import { PlusIcon, TrashIcon } from "../../../components/icons/icons";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { errorMessage } from "../../../i18n/error-message";
import styles from "./live-feedback.module.css";
import { browserTimeZone, isoToLocalInput, localInputToIso } from "./slot-times";

/**
 * The times offered to the candidate instead of a fixed start (mounted by the live interview
 * form). Each lasts the interview's duration; times are typed in the organizer's browser zone
 * and sent in UTC. `errors` are the server's field codes (`slots.<i>.starts_at`, `slots`).
 */
export function SlotsField({
  value,
  onChange,
  durationMinutes,
  errors = {},
}: {
  value: LiveSlotsInput;
  onChange: (slots: LiveSlotsInput) => void;
  durationMinutes: number;
  errors?: Record<string, readonly string[] | undefined>;
}) {
  const { t } = useTranslation();
  const listError = errors.slots?.[0];
  return (
    <fieldset className={`${pageBlocks.stack3} ${formStyles.field}`}>
      <legend className={formStyles.label}>{t("liveScheduling.slots.legend")}</legend>
      <p className={formStyles.hint}>
        {t("liveScheduling.slots.hint", { minutes: durationMinutes, zone: browserTimeZone() })}
      </p>
      {value.map((slot, index) => {
        const code = errors[`slots.${index}.starts_at`]?.[0];
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is the identity
          <div key={index} className={styles.actions}>
            <TextField
              type="datetime-local"
              label={t("liveScheduling.slots.slotLabel", { number: index + 1 })}
              value={isoToLocalInput(slot.starts_at)}
              error={code ? errorMessage(t, code) : undefined}
              onChange={(event) => {
                const next = [...value];
                next[index] = { starts_at: localInputToIso(event.target.value) };
                onChange(next);
              }}
            />
            <Button
              variant="secondary"
              aria-label={t("liveScheduling.slots.remove", { number: index + 1 })}
              onClick={() => onChange(value.filter((_, other) => other !== index))}
            >
              <TrashIcon size={16} />
            </Button>
          </div>
        );
      })}
      {listError ? (
        <p className={formStyles.error} role="alert">
          {errorMessage(t, listError)}
        </p>
      ) : null}
      {value.length < LIVE_SLOTS_MAX ? (
        <div>
          <Button variant="secondary" onClick={() => onChange([...value, { starts_at: "" }])}>
            <PlusIcon size={16} />
            {t("liveScheduling.slots.add")}
          </Button>
        </div>
      ) : null}
    </fieldset>
  );
}
