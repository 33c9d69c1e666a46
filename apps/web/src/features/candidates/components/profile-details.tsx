import { formatDate } from "@candor/shared/format";
import {
  EMAIL_MAX_LENGTH,
  validateEmail,
  validateMaxLength,
  validateRequired,
  validateUrl,
} from "@candor/shared/rules/validation";
import {
  CANDIDATE_LOCATION_MAX_LENGTH,
  CANDIDATE_NAME_MAX_LENGTH,
  CANDIDATE_PHONE_MAX_LENGTH,
} from "@candor/shared/schemas/candidates";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/button/button";
import { FormBanner } from "../../../components/form/form-banner";
import { SubmitButton } from "../../../components/form/submit-button";
import { TextAreaField } from "../../../components/form/text-area-field";
import { TextField } from "../../../components/form/text-field";
import pageBlocks from "../../../components/page-layout/page-blocks.module.css";
import { fieldRules } from "../../../lib/forms/field-rules";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useCandidateProfileMutations } from "../api/candidate-profile";
import type { Candidate } from "../api/candidates";
import styles from "./profile.module.css";

type DetailsValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  location: string;
  /** One URL a line. */
  links: string;
  /** Comma-separated. */
  tags: string;
};
const FIELDS = ["first_name", "last_name", "email", "phone", "location", "links", "tags"] as const;

function valuesOf(candidate: Candidate): DetailsValues {
  return {
    first_name: candidate.firstName,
    last_name: candidate.lastName,
    email: candidate.email,
    phone: candidate.phone ?? "",
    location: candidate.location ?? "",
    links: candidate.links.join("\n"),
    tags: candidate.tags.join(", "),
  };
}

const split = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

/** The candidate's details, read, and edited in place (an address already taken said on it). */
export function ProfileDetails({ candidate }: { candidate: Candidate }) {
  const { t, i18n } = useTranslation();
  const [isEditing, setIsEditing] = useState(false);

  if (isEditing) {
    return <DetailsForm candidate={candidate} onDone={() => setIsEditing(false)} />;
  }
  const none = <span className={pageBlocks.muted}>{t("candidateProfile.details.none")}</span>;
  return (
    <div className={pageBlocks.stack3}>
      <dl className={`${pageBlocks.stack2} ${styles.details}`}>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.email")}</dt>
          <dd>
            <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
          </dd>
        </div>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.phone")}</dt>
          <dd>{candidate.phone ?? none}</dd>
        </div>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.location")}</dt>
          <dd>{candidate.location ?? none}</dd>
        </div>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.links")}</dt>
          <dd>
            {candidate.links.length === 0 ? (
              none
            ) : (
              <ul className={pageBlocks.bareList}>
                {candidate.links.map((link) => (
                  <li key={link}>
                    <a href={link} target="_blank" rel="noreferrer noopener">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.tags")}</dt>
          <dd>{candidate.tags.length === 0 ? none : candidate.tags.join(", ")}</dd>
        </div>
        <div>
          <dt className={pageBlocks.smallBold}>{t("candidateProfile.details.source")}</dt>
          <dd>
            {t(`candidates.source.${candidate.source}`)} ·{" "}
            {t("candidateProfile.details.added", {
              date: formatDate(candidate.createdAt, i18n.language),
            })}
          </dd>
        </div>
      </dl>
      <div>
        <Button size="sm" variant="secondary" onClick={() => setIsEditing(true)}>
          {t("candidateProfile.details.edit")}
        </Button>
      </div>
    </div>
  );
}

function DetailsForm({ candidate, onDone }: { candidate: Candidate; onDone: () => void }) {
  const { t } = useTranslation();
  const { update } = useCandidateProfileMutations(candidate.id);
  const [general, setGeneral] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DetailsValues>({ mode: "onTouched", defaultValues: valuesOf(candidate) });

  const submit = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await update.mutateAsync({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        location: values.location.trim() || null,
        links: split(values.links, /\s+/),
        tags: split(values.tags, /,/),
      });
      onDone();
    } catch (error) {
      setGeneral(
        applyServerErrors(error, {
          t,
          setError,
          fields: FIELDS,
          messages: { email: { taken: t("candidateProfile.details.emailTaken") } },
        }),
      );
    }
  });

  const nameRules = fieldRules<string>(t, validateRequired, (value) =>
    validateMaxLength(value, CANDIDATE_NAME_MAX_LENGTH),
  );
  return (
    <form className={pageBlocks.stack3} onSubmit={submit} noValidate>
      {general ? <FormBanner>{general}</FormBanner> : null}
      <TextField
        label={t("candidateProfile.details.firstName")}
        autoComplete="off"
        error={errors.first_name?.message}
        {...register("first_name", { validate: nameRules })}
      />
      <TextField
        label={t("candidateProfile.details.lastName")}
        autoComplete="off"
        error={errors.last_name?.message}
        {...register("last_name", { validate: nameRules })}
      />
      <TextField
        label={t("candidateProfile.details.email")}
        type="email"
        autoComplete="off"
        maxLength={EMAIL_MAX_LENGTH + 20}
        error={errors.email?.message}
        {...register("email", { validate: fieldRules<string>(t, validateRequired, validateEmail) })}
      />
      <TextField
        label={t("candidateProfile.details.phone")}
        type="tel"
        autoComplete="off"
        error={errors.phone?.message}
        {...register("phone", {
          validate: fieldRules<string>(t, (value) =>
            validateMaxLength(value, CANDIDATE_PHONE_MAX_LENGTH),
          ),
        })}
      />
      <TextField
        label={t("candidateProfile.details.location")}
        autoComplete="off"
        error={errors.location?.message}
        {...register("location", {
          validate: fieldRules<string>(t, (value) =>
            validateMaxLength(value, CANDIDATE_LOCATION_MAX_LENGTH),
          ),
        })}
      />
      <TextAreaField
        label={t("candidateProfile.details.links")}
        hint={t("candidateProfile.details.linksHint")}
        rows={3}
        error={errors.links?.message}
        {...register("links", {
          // The server's rule, line by line: each an http(s) address.
          validate: fieldRules<string>(t, (value) =>
            split(value, /\s+/).some((link) => !/^https?:\/\//i.test(link) || validateUrl(link))
              ? "invalid_url"
              : undefined,
          ),
        })}
      />
      <TextField
        label={t("candidateProfile.details.tags")}
        hint={t("candidateProfile.details.tagsHint")}
        autoComplete="off"
        error={errors.tags?.message}
        {...register("tags")}
      />
      <div className={pageBlocks.endActions}>
        <Button variant="secondary" onClick={onDone}>
          {t("candidateProfile.cancel")}
        </Button>
        <SubmitButton isBusy={isSubmitting}>{t("candidateProfile.details.save")}</SubmitButton>
      </div>
    </form>
  );
}
